import type { ReactNode } from 'react';
import type { Language } from '@/config/shop';
import { getT } from '@/i18n/server';
import { CATALOG_PAGE_SIZE } from '@/domain/catalog/catalog-config';
import type { CatalogResult } from '@/domain/catalog/apply-catalog-query';
import { CatalogFilters, type CatalogFiltersTexts } from './catalog-filters';
import { CatalogGrid } from './catalog-grid';
import { CatalogPagination } from './catalog-pagination';
import { catalogHref, sortKeysOf, type CatalogQuery } from '@/domain/catalog/catalog-query';
import { FilterChips } from './filter-chips';
import { FiltersPopup } from './filters-popup';
import { SortSelect } from './sort-select';
import styles from './catalog-view.module.css';
import { SectionHeading } from '@/components/ui/section-heading';

/** A catalogue list page: heading, filters (sidebar, or a popup on phones), sort, cards, pages. */
export async function CatalogView({
  lng,
  title,
  listId,
  pathname,
  query,
  result,
  countText,
  intro,
  listName = title,
}: {
  lng: Language;
  title: string;
  listId: string;
  pathname: string;
  query: CatalogQuery;
  result: CatalogResult;
  /** The count beside the title, when the list counts in its own words ("Знайдено 3 аромати"). */
  countText?: string;
  /** Under the title, above filters and cards: the search page's field. */
  intro?: ReactNode;
  /** GA4's item_list_name when the title varies (a search term in it): one name per list, not per term. */
  listName?: string;
}) {
  const { t } = await getT('catalog', { lng });
  const ratingAtLeast = (stars: number) => t('rating.atLeast', { count: stars });
  const filterTexts: CatalogFiltersTexts = { facet: (key) => t(`facets.${key}`), ratingAtLeast };
  const filters = (
    <CatalogFilters pathname={pathname} query={query} facets={result.facets} texts={filterTexts} />
  );

  return (
    <div className={`container ${styles.catalog}`}>
      <SectionHeading
        level={1}
        title={title}
        aside={<p className={styles.count}>{countText ?? t('count', { count: result.total })}</p>}
      />
      {intro}
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('filters.title')}>
          {filters}
        </aside>
        <div className={styles.results}>
          <div className={styles.toolbar}>
            <FiltersPopup
              texts={{
                open: t('filters.open'),
                title: t('filters.title'),
                close: t('filters.close'),
                apply: t('filters.apply'),
              }}
            >
              {filters}
            </FiltersPopup>
            <SortSelect
              pathname={pathname}
              query={query}
              texts={{
                label: t('sort.label'),
                apply: t('sort.apply'),
                options: sortKeysOf(query).map((key) => ({ key, label: t(`sort.${key}`) })),
              }}
            />
          </div>
          <FilterChips
            pathname={pathname}
            query={query}
            facets={result.facets}
            texts={{
              remove: (name) => t('filters.remove', { name }),
              reset: t('filters.reset'),
              ratingAtLeast,
            }}
          />
          {result.items.length > 0 ? (
            <CatalogGrid
              products={result.items}
              lng={lng}
              list={{ listId, listName }}
              pageView={catalogHref(pathname, query)}
              firstIndex={(result.page - 1) * CATALOG_PAGE_SIZE}
            />
          ) : (
            <div className={styles.empty} role="status">
              <p>{t('empty')}</p>
              <p>{t('emptyHint')}</p>
            </div>
          )}
          <CatalogPagination
            pathname={pathname}
            query={query}
            page={result.page}
            pages={result.pages}
            texts={{
              label: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (page) => t('pagination.page', { page }),
            }}
          />
        </div>
      </div>
    </div>
  );
}
