import Link from 'next/link';
import type { Language } from '@/config/shop';
import { blogPath } from '@/domain/content/blog';
import { localizedPath } from '@/i18n/languages';
import { pageWindow } from '@/features/catalog/catalog-pagination';
import styles from './blog-list-view.module.css';

export type BlogPaginationTexts = {
  label: string;
  previous: string;
  next: string;
  page: (n: number) => string;
};

/** `?page=N` links of a blog list; page 1 is the list's plain URL. */
export function BlogPagination({
  lng,
  category,
  page,
  pages,
  texts,
}: {
  lng: Language;
  category: string | null;
  page: number;
  pages: number;
  texts: BlogPaginationTexts;
}) {
  if (pages <= 1) return null;
  const href = (n: number) => localizedPath(lng, blogPath(category, n));
  return (
    <nav aria-label={texts.label} className={styles.pagination}>
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev" aria-label={texts.previous}>
          ←
        </Link>
      )}
      {pageWindow(page, pages).map((n, i) =>
        n === 0 ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={href(n)}
            aria-label={texts.page(n)}
            aria-current={n === page ? 'page' : undefined}
          >
            {n}
          </Link>
        ),
      )}
      {page < pages && (
        <Link href={href(page + 1)} rel="next" aria-label={texts.next}>
          →
        </Link>
      )}
    </nav>
  );
}
