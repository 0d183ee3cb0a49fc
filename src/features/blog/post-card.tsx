import { ShopImage } from '@/components/ui/shop-image';
import Link from '@/components/ui/shop-link';
import type { Language } from '@/config/shop';
import { articlePath, postDateFormat } from '@/domain/content/blog';
import type { PostSummary } from '@/domain/content/post';
import { INTL_LOCALE, localizedPath } from '@/i18n/languages';
import styles from './post-card.module.css';

/** One article in a list: image, date, title and excerpt; the whole card links to `/article/{id}`. */
export function PostCard({
  post,
  lng,
  readMore,
  headingLevel = 2,
  firstInView = false,
}: {
  post: PostSummary;
  lng: Language;
  readMore: string;
  headingLevel?: 2 | 3;
  /** The list's first card: its picture is the page's largest paint on a phone, so it is fetched first. */
  firstInView?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.post}>
      {post.image && (
        <div className={styles.media}>
          <ShopImage
            src={post.image.src}
            alt={post.image.alt}
            fill
            sizes="(max-width: 767px) 100vw, 33vw"
            className={styles.image}
            loading={firstInView ? 'eager' : 'lazy'}
            fetchPriority={firstInView ? 'high' : 'auto'}
          />
        </div>
      )}
      {post.date && (
        <time className={styles.date} dateTime={post.date}>
          {postDateFormat(INTL_LOCALE[lng]).format(new Date(post.date))}
        </time>
      )}
      <Heading className={styles.title}>{post.title}</Heading>
      {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      <Link href={localizedPath(lng, articlePath(post.id))} className={styles.read} aria-label={readMore}>
        →
      </Link>
    </article>
  );
}
