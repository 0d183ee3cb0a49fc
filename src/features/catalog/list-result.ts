import { redirect } from 'next/navigation';
import type { Language } from '@/config/shop';
import { applyCatalogQuery, type CatalogResult } from '@/domain/catalog/apply-catalog-query';
import { offeredQuery } from '@/domain/catalog/catalog-facets';
import { catalogHref, type CatalogQuery } from '@/domain/catalog/catalog-query';
import type { ProductSummary } from '@/domain/catalog/product';
import { INTL_LOCALE } from '@/i18n/languages';

/**
 * The list a catalogue or search page shows, when its address is the list's own; otherwise a
 * redirect to that address: a page past the last goes to the last, and terms the list does not offer
 * are dropped. A shopper following an old link (the term's products sold out) sees the products with
 * the filters that still apply, not an empty list with no ticked box to untick; a made-up term
 * (`?scent=x1`, `?scent=x2`, …) is the redirect to one list, kept as that, not a list of its own.
 */
export function listResult(
  products: readonly ProductSummary[],
  query: CatalogQuery,
  pathname: string,
  lng: Language,
): CatalogResult {
  const offered = offeredQuery(products, query);
  const result = applyCatalogQuery(products, offered, undefined, INTL_LOCALE[lng]);
  if (offered !== query || result.page !== query.page) {
    redirect(catalogHref(pathname, { ...offered, page: result.page }));
  }
  return result;
}
