import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

/**
 * A section's (or with level 1, a page's) title in the display face, with an optional "see all" link
 * or other note (a count) at its end. The id is for the section's aria-labelledby.
 */
export function SectionHeading({
  id,
  title,
  more,
  level = 2,
  aside,
}: {
  id?: string;
  title: string;
  more?: { href: string; label: string };
  level?: 1 | 2;
  aside?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.head}>
      <Heading id={id} className={styles.title}>
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
