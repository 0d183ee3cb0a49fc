import { ShopImage } from '@/components/ui/shop-image';
import Link from '@/components/ui/shop-link';
import type { ReactNode } from 'react';
import { RichText } from '@/components/ui/rich-text';
import type { Language } from '@/config/shop';
import { blogPath, postDateFormat } from '@/domain/content/blog';
import type { Post, PostSummary } from '@/domain/content/post';
import { Breadcrumbs, type BreadcrumbLink } from '@/features/product/breadcrumbs';
import { INTL_LOCALE, localizedPath } from '@/i18n/languages';
import { PostCard } from './post-card';
import styles from './article-view.module.css';

export type ArticleTexts = {
  breadcrumbs: string;
  related: string;
  readMore: (title: string) => string;
};

/** One article: title, date and section, the featured image, the editor's HTML, sharing, and what to read next. */
export function ArticleView({
  post,
  related,
  crumbs,
  share,
  lng,
  texts,
}: {
  post: Post;
  related: PostSummary[];
  crumbs: BreadcrumbLink[];
  /** The share buttons, a client component the page composes. */
  share: ReactNode;
  lng: Language;
  texts: ArticleTexts;
}) {
  const category = post.categories[0];
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={crumbs} label={texts.breadcrumbs} />
      <article className={styles.article}>
        <header className={styles.header}>
          <p className={styles.meta}>
            {post.date && (
              <time dateTime={post.date}>{postDateFormat(INTL_LOCALE[lng]).format(new Date(post.date))}</time>
            )}
            {category && (
              <Link href={localizedPath(lng, blogPath(category.slug))} className={styles.category}>
                {category.name}
              </Link>
            )}
          </p>
          <h1 className={styles.title}>{post.title}</h1>
        </header>
        {post.image && (
          <div className={styles.media}>
            <ShopImage
              src={post.image.src}
              alt={post.image.alt}
              fill
              preload
              loading="eager"
              fetchPriority="high"
              sizes="(max-width: 860px) 100vw, 860px"
              className={styles.image}
            />
          </div>
        )}
        {/* Editor HTML from the shop's WordPress, sanitised by RichText. */}
        <RichText className={styles.body} html={post.html} />
        {share}
      </article>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="article-related">
          <h2 id="article-related" className={styles.relatedTitle}>
            {texts.related}
          </h2>
          <ul className={styles.grid}>
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} lng={lng} readMore={texts.readMore(item.title)} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
