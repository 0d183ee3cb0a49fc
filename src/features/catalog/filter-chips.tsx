import Link from '@/components/ui/shop-link';
import type { CatalogFacets } from '@/domain/catalog/catalog-facets';
import {
  catalogHref,
  clearFilters,
  toggleFacet,
  toggleRating,
  type CatalogQuery,
} from '@/domain/catalog/catalog-query';
import { FACET_KEYS } from '@/domain/catalog/product';
import styles from './catalog-view.module.css';

/** The chosen filters, each a link that removes it, and one that removes them all. */
export function FilterChips({
  pathname,
  query,
  facets,
  texts,
}: {
  pathname: string;
  query: CatalogQuery;
  facets: CatalogFacets;
  texts: { remove: (name: string) => string; reset: string; ratingAtLeast: (stars: number) => string };
}) {
  const chips = FACET_KEYS.flatMap((key) =>
    query.facets[key].map((slug) => ({
      id: `${key}:${slug}`,
      name: facets[key].find((option) => option.slug === slug)?.name ?? slug,
      href: catalogHref(pathname, toggleFacet(query, key, slug)),
    })),
  );
  if (query.rating !== null) {
    chips.push({
      id: 'rating',
      name: texts.ratingAtLeast(query.rating),
      href: catalogHref(pathname, toggleRating(query, query.rating)),
    });
  }
  if (chips.length === 0) return null;

  return (
    <ul className={styles.chips}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <Link href={chip.href} scroll={false} className={styles.chip} aria-label={texts.remove(chip.name)}>
            {chip.name} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link href={catalogHref(pathname, clearFilters(query))} scroll={false} className={styles.reset}>
          {texts.reset}
        </Link>
      </li>
    </ul>
  );
}
