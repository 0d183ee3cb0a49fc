import { NextResponse } from 'next/server';
import { z } from 'zod';
import { FAVOURITES_MAX } from '@/config/shop';
import { inIdOrder, toCardProduct, type CardProduct } from '@/domain/catalog/card-product';
import { serverT } from '@/i18n/server';
import { parseJsonBody } from '@/server/http/json-body';
import { localeField } from '@/server/http/locale-field';
import { otherMethods } from '@/server/http/other-methods';
import { upstreamError } from '@/server/http/upstream-error';
import { admitClient, clientOf } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { loadCatalog } from '@/server/woocommerce/catalog';

const productsBody = z.object({
  ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .min(1)
    .max(FAVOURITES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat'),
  locale: localeField,
});

export type ProductsAnswer = { products: CardProduct[] };

/**
 * POST {ids, locale} → 200 {products}: the cards of the products the browser keeps by id (favourites,
 * recently viewed), as the catalogue shows them now, in the order asked. An id the shop no longer
 * sells (unpublished, deleted, an internal sample) is left out, so the browser can let it go.
 * 400 for a body it cannot read, 429 past the per-client limit, 502/503 when WooCommerce fails.
 */
export async function POST(request: Request): Promise<NextResponse> {
  const body = await parseJsonBody(request, productsBody);
  if (!body.ok) return body.response;
  const { ids, locale } = body.data;
  const refused = await admitClient(clientOf(request), ['productsPerClient']);
  if (refused) return refusalResponse(refused, locale);
  try {
    const products = inIdOrder(await loadCatalog(locale), ids).map(toCardProduct);
    return NextResponse.json({ products } satisfies ProductsAnswer);
  } catch (error) {
    console.error('POST /api/products failed', { ids, locale }, error);
    return upstreamError(error, 'upstream_unavailable', serverT(locale, 'errors')('catalogueUnavailable'));
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
