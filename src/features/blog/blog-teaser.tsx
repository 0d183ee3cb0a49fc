import { SectionHeading } from '@/components/ui/section-heading';
import type { Language } from '@/config/shop';
import type { PostSummary } from '@/domain/content/post';
import { localizedPath } from '@/i18n/languages';
import { PostCard } from './post-card';
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
            <PostCard post={post} lng={lng} readMore={texts.readMore(post.title)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
