import { Pagination, type PaginationTexts } from '@/components/ui/pagination';
import type { Language } from '@/config/shop';
import { blogPath } from '@/domain/content/blog';
import { localizedPath } from '@/i18n/languages';

export type BlogPaginationTexts = PaginationTexts;

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
  return (
    <Pagination
      page={page}
      pages={pages}
      href={(n) => localizedPath(lng, blogPath(category, n))}
      texts={texts}
    />
  );
}
