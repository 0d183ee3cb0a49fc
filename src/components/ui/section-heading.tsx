import Link from '@/components/ui/shop-link';
import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

/** title: a page's (or a home-page section's); section: a section within a page, one step below. */
export type HeadingSize = 'title' | 'section';

/** The class of a heading's size, for a heading a component renders itself (its own level or id). */
export function headingClassName(size: HeadingSize = 'title'): string {
  return size === 'section' ? styles.section : styles.title;
}

/**
 * A section's (or with level 1, a page's) title in the display face, with an optional "see all" link
 * or other note (a count) at its end. The id is for the section's aria-labelledby.
 */
export function SectionHeading({
  id,
  title,
  more,
  level = 2,
  size = 'title',
  aside,
}: {
  id?: string;
  title: string;
  more?: { href: string; label: string };
  level?: 1 | 2;
  size?: HeadingSize;
  aside?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={size === 'section' ? `${styles.head} ${styles.sectionHead}` : styles.head}>
      <Heading id={id} className={headingClassName(size)}>
        {title}
      </Heading>
      {more && (
        <Link href={more.href} className={styles.more}>
          {more.label}
        </Link>
      )}
      {aside}
    </div>
  );
}
