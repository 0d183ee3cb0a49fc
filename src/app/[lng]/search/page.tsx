import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionHeading } from '@/components/ui/section-heading';
import { SEARCH_WAY_ON_PRODUCTS } from '@/config/shop';
import { SHOP_CATEGORY_SLUGS } from '@/domain/catalog/category-conventions';
import { hasFilters, parseSearchQuery } from '@/domain/search/search-query';
import { TrackSearchResults } from '@/features/analytics/search-events';
import { CatalogView } from '@/features/catalog/catalog-view';
import { listResult } from '@/features/catalog/list-result';
import { SearchPageForm } from '@/features/search/search-page-form';
import styles from '@/features/search/search-page.module.css';
import { SearchWayOn } from '@/features/search/search-way-on';
import { isLanguage, localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { searchProducts } from '@/server/search/search-shop';
import { withFallback } from '@/server/with-fallback';
import { listCategories, listProducts } from '@/server/woocommerce/products';

// Every term is its own page, read per request from the cached catalogue.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[lng]/search'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const [{ t }, query] = await Promise.all([getT('search', { lng }), searchParams.then(parseSearchQuery)]);
  // Endless near-duplicates of the catalogue: not for search engines, though its links are.
  return {
    title: query.q ? t('meta.title', { query: query.q }) : t('meta.titleEmpty'),
    robots: { index: false, follow: true },
  };
}

/** Results for `?q=` with the catalogue's filters, sorts and pages; none → a way on. */
export default async function SearchPage({ params, searchParams }: PageProps<'/[lng]/search'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const query = parseSearchQuery(await searchParams);
  const [{ t }, found] = await Promise.all([
    getT('search', { lng }),
    query.q ? searchProducts(lng, query.q) : Promise.resolve([]),
  ]);
  const form = <SearchPageForm key={query.q} lng={lng} query={query.q} />;

  if (!query.q) {
    return (
      <div className={`container ${styles.page}`}>
        <SectionHeading level={1} title={t('page.title')} />
        {form}
        <p className={styles.prompt}>{t('page.prompt')}</p>
      </div>
    );
  }

  const title = t('page.results', { query: query.q });
  // Filters that leave nothing are the catalogue's "remove a filter" case; no product at all is ours.
  if (found.length === 0 && !hasFilters(query)) {
    const [bestsellers, categories] = await Promise.all([
      withFallback(
        `search bestsellers (${lng})`,
        () =>
          listProducts({
            lng,
            category: 'bestsellers',
            perPage: SEARCH_WAY_ON_PRODUCTS,
            orderby: 'popularity',
          }),
        { products: [], total: 0, totalPages: 0 },
      ),
      withFallback(`search categories (${lng})`, () => listCategories(lng), []),
    ]);
    const shown = SHOP_CATEGORY_SLUGS.flatMap((slug) =>
      categories.filter((category) => category.slug === slug),
    );
    return (
      <>
        <TrackSearchResults term={query.q} />
        <div className={`container ${styles.page}`}>
          <SectionHeading level={1} title={title} />
          {form}
        </div>
        <SearchWayOn lng={lng} query={query.q} bestsellers={bestsellers.products} categories={shown} />
      </>
    );
  }

  const pathname = localizedPath(lng, '/search');
  const result = listResult(found, query, pathname, lng);
  return (
    <>
      <TrackSearchResults term={query.q} />
      <CatalogView
        lng={lng}
        title={title}
        listId="search"
        listName={t('page.title')}
        pathname={pathname}
        query={query}
        result={result}
        countText={t('page.found', { count: result.total })}
        intro={form}
      />
    </>
  );
}
