import Image from 'next/image';
import Link from 'next/link';
import { SectionHeading } from '@/components/ui/section-heading';
import { IMAGE, type Language } from '@/config/shop';
import { INTL_LOCALE, localizedPath } from '@/i18n/languages';
import { articlePath } from '@/domain/content/blog';
import type { PostSummary } from '@/domain/content/post';
import styles from './blog-teaser.module.css';

export type BlogTeaserTexts = { title: string; all: string; readMore: (title: string) => string };

/** The latest posts in the page's language, each linking to its article. */
export function BlogTeaser({
  posts,
  lng,
  texts,
}: {
  posts: PostSummary[];
  lng: Language;
  texts: BlogTeaserTexts;
}) {
  if (posts.length === 0) return null;
  const date = new Intl.DateTimeFormat(INTL_LOCALE[lng], { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section className={`container ${styles.teaser}`} aria-labelledby="home-blog">
      <SectionHeading
        id="home-blog"
        title={texts.title}
        more={{ href: localizedPath(lng, '/blog'), label: texts.all }}
      />
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <article className={styles.post}>
              {post.image && (
                <div className={styles.media}>
                  <Image
                    src={post.image.src}
                    alt={post.image.alt}
                    fill
                    sizes="(max-width: 767px) 100vw, 33vw"
                    quality={IMAGE.quality}
                    className={styles.image}
                  />
                </div>
              )}
              {post.date && (
                <time className={styles.date} dateTime={post.date}>
                  {date.format(new Date(post.date))}
                </time>
              )}
              <h3 className={styles.postTitle}>{post.title}</h3>
              {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
              <Link
                href={localizedPath(lng, articlePath(post.id))}
                className={styles.read}
                aria-label={texts.readMore(post.title)}
              >
                →
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
