import Link from '@/components/ui/shop-link';
import type { CatalogFacets } from '@/domain/catalog/catalog-facets';
import { catalogHref, toggleFacet, toggleRating, type CatalogQuery } from '@/domain/catalog/catalog-query';
import { FACET_KEYS } from '@/domain/catalog/product';
import styles from './catalog-filters.module.css';

export interface CatalogFiltersTexts {
  facet: (key: (typeof FACET_KEYS)[number] | 'rating') => string;
  ratingAtLeast: (stars: number) => string;
}

/**
 * Every filter option as a link to the URL with it toggled, so filtering works without JavaScript
 * and, with it, as a client-side navigation. An option that would leave nothing is shown, not linked.
 */
export function CatalogFilters({
  pathname,
  query,
  facets,
  texts,
}: {
  pathname: string;
  query: CatalogQuery;
  facets: CatalogFacets;
  texts: CatalogFiltersTexts;
}) {
  const groups = [
    ...FACET_KEYS.map((key) => ({
      key,
      options: facets[key].map((option) => ({
        id: option.slug,
        label: option.name,
        count: option.count,
        selected: option.selected,
        href: catalogHref(pathname, toggleFacet(query, key, option.slug)),
      })),
    })),
    {
      key: 'rating' as const,
      options: facets.rating.map((option) => ({
        id: String(option.value),
        label: texts.ratingAtLeast(option.value),
        count: option.count,
        selected: option.selected,
        href: catalogHref(pathname, toggleRating(query, option.value)),
      })),
    },
  ].filter((group) => group.options.length > 0);

  return (
    <div className={styles.filters}>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`facet-${group.key}`}>
          <h2 id={`facet-${group.key}`} className={styles.heading}>
            {texts.facet(group.key)}
          </h2>
          <ul className={styles.options}>
            {group.options.map((option) => (
              <li key={option.id}>
                {option.count > 0 || option.selected ? (
                  <Link
                    href={option.href}
                    scroll={false}
                    className={styles.option}
                    aria-current={option.selected ? 'true' : undefined}
                    data-facet={group.key}
                    data-term={option.id}
                  >
                    <span className={styles.box} aria-hidden="true" />
                    {option.label} <span className={styles.count}>({option.count})</span>
                  </Link>
                ) : (
                  <span className={`${styles.option} ${styles.disabled}`}>
                    <span className={styles.box} aria-hidden="true" />
                    {option.label} <span className={styles.count}>(0)</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
