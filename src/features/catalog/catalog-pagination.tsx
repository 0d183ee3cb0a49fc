import { Pagination, type PaginationTexts } from '@/components/ui/pagination';
import { catalogHref, withPage, type CatalogQuery } from '@/domain/catalog/catalog-query';

/** The catalogue's pages keep its filters and sort in the URL. */
export function CatalogPagination({
  pathname,
  query,
  page,
  pages,
  texts,
}: {
  pathname: string;
  query: CatalogQuery;
  page: number;
  pages: number;
  texts: PaginationTexts;
}) {
  return (
    <Pagination
      page={page}
      pages={pages}
      href={(n) => catalogHref(pathname, withPage(query, n))}
      texts={texts}
    />
  );
}
