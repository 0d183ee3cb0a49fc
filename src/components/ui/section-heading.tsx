import Link from 'next/link';
import styles from './section-heading.module.css';

/**
 * A section's title in the display face, with an optional "see all" link at its end. The id is for
 * the section's aria-labelledby.
 */
export function SectionHeading({
  id,
  title,
  more,
  level = 2,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  level?: 1 | 2;
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
    </div>
  );
}
