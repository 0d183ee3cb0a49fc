import Link from '@/components/ui/shop-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Language } from '@/config/shop';
import { blogPath } from '@/domain/content/blog';
import type { BlogCategory, PostPage } from '@/domain/content/post';
import { localizedPath } from '@/i18n/languages';
import { BlogPagination, type BlogPaginationTexts } from './blog-pagination';
import { PostCard } from './post-card';
import styles from './blog-list-view.module.css';

export type BlogListTexts = {
  title: string;
  count: string;
  categories: string;
  all: string;
  empty: string;
  readMore: (title: string) => string;
  pagination: BlogPaginationTexts;
};

/** /blog and /blog/{category}: the sections as links, then one page of cards, newest first. */
export function BlogListView({
  lng,
  categories,
  category,
  list,
  texts,
}: {
  lng: Language;
  categories: BlogCategory[];
  /** The section shown, or null for every article. */
  category: string | null;
  list: PostPage;
  texts: BlogListTexts;
}) {
  const sections = [{ slug: null, name: texts.all }, ...categories];
  return (
    <div className={`container ${styles.page}`}>
      <SectionHeading
        level={1}
        title={texts.title}
        aside={<span className={styles.count}>{texts.count}</span>}
      />
      <nav aria-label={texts.categories}>
        <ul className={styles.categories}>
          {sections.map((section) => (
            <li key={section.slug ?? ''}>
              <Link
                href={localizedPath(lng, blogPath(section.slug))}
                aria-current={section.slug === category ? 'page' : undefined}
                className={styles.category}
              >
                {section.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.posts.length === 0 ? (
        <p className={styles.empty}>{texts.empty}</p>
      ) : (
        <ul className={styles.grid}>
          {list.posts.map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} lng={lng} readMore={texts.readMore(post.title)} firstInView={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <BlogPagination
        lng={lng}
        category={category}
        page={list.page}
        pages={list.pages}
        texts={texts.pagination}
      />
    </div>
  );
}
