import type { Language } from '@/config/shop';
import { readCardProductsAnswer, type CardProduct } from '@/domain/catalog/card-product';
import { INVALID } from '@/domain/stored/read';

/**
 * POST /api/products: the cards of these products as the shop sells them now, in the order asked,
 * without the ones it no longer has. Null when the shop did not answer (logged, spec §8: request
 * errors are logged; the caller says what the shopper can do).
 */
export async function requestCardProducts(
  ids: readonly number[],
  locale: Language,
  signal?: AbortSignal,
): Promise<CardProduct[] | null> {
  try {
    const response = await fetch('/api/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids, locale }),
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    const answer = response.ok ? readCardProductsAnswer(body) : INVALID;
    if (answer !== INVALID) return answer.products;
    console.error('POST /api/products answered', response.status, body, { ids, locale });
    return null;
  } catch (error) {
    if (signal?.aborted) return null;
    console.error('POST /api/products failed', { ids, locale }, error);
    return null;
  }
}
