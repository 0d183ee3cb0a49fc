import Link from '@/components/ui/shop-link';
import type { ComponentProps, ReactNode } from 'react';
import styles from './button.module.css';

/**
 * primary: ink, the page's main action. gold: the accent, on dark or where ink would vanish.
 * secondary: an outline beside a primary. text: looks like a link. icon: a 44 px square for a glyph.
 */
export type ButtonVariant = 'primary' | 'gold' | 'secondary' | 'text' | 'icon';

type Look = {
  variant?: ButtonVariant;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
  children: ReactNode;
};

export type ButtonProps = Look & Omit<ComponentProps<'button'>, keyof Look> & { href?: undefined };
export type ButtonLinkProps = Look & Omit<ComponentProps<typeof Link>, keyof Look> & { href: string };

/** The class list of a button's look, for a component that renders its own <button> or link. */
export function buttonClassName({ variant = 'primary', block, className }: Omit<Look, 'children'> = {}) {
  return [styles.button, styles[variant], block && styles.block, className].filter(Boolean).join(' ');
}

/** A <button> (type="button" unless told), or with `href` a Next.js link that looks the same. */
export function Button(props: ButtonProps | ButtonLinkProps) {
  if (props.href !== undefined) {
    const { variant, block, className, ...link } = props;
    return <Link {...link} className={buttonClassName({ variant, block, className })} />;
  }
  const { variant, block, className, type = 'button', ...button } = props;
  return <button {...button} type={type} className={buttonClassName({ variant, block, className })} />;
}
