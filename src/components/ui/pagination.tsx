import Link from '@/components/ui/shop-link';
import styles from './pagination.module.css';

export type PaginationTexts = { label: string; previous: string; next: string; page: (n: number) => string };

/** Page numbers to show: the first, the last and the current one with its neighbours; 0 is a gap. */
export function pageWindow(page: number, pages: number): number[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [0, n] : [n]));
}

/** Links to the pages of a list (the catalogue, the blog); `href` builds each page's URL. */
export function Pagination({
  page,
  pages,
  href,
  texts,
}: {
  page: number;
  pages: number;
  href: (n: number) => string;
  texts: PaginationTexts;
}) {
  if (pages <= 1) return null;
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
