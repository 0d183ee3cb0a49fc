import { useEffect, useState } from 'react';
import type { Language } from '@/config/shop';
import { inIdOrder, type CardProduct } from '@/domain/catalog/card-product';
import { requestCardProducts } from './card-products-request';

export type CardProducts = {
  /** loading: some of `ids` have not been asked yet or are on their way; failed: the shop did not answer. */
  status: 'loading' | 'ready' | 'failed';
  /** The products of `ids` the shop answered for, in the order of `ids`. */
  products: CardProduct[];
  /** Ids the shop answered without: products it no longer sells. */
  gone: number[];
  retry: () => void;
};

type Known = { lng: Language; products: CardProduct[]; asked: ReadonlySet<number> };

/**
 * The live cards of products the browser keeps by id. Each id is asked once per language: taking a
 * product out of the list asks nothing, a product added (in another tab) asks for that one alone.
 */
export function useCardProducts(ids: readonly number[], lng: Language): CardProducts {
  const [known, setKnown] = useState<Known>({ lng, products: [], asked: new Set() });
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current: Known = known.lng === lng ? known : { lng, products: [], asked: new Set() };
  const toAsk = ids.filter((id) => !current.asked.has(id)).join(',');

  useEffect(() => {
    if (!toAsk) return;
    const asking = toAsk.split(',').map(Number);
    const controller = new AbortController();
    void requestCardProducts(asking, lng, controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      if (!found) {
        setFailedAttempt(attempt);
        return;
      }
      setKnown((previous) => {
        const base = previous.lng === lng ? previous : { lng, products: [], asked: new Set<number>() };
        const kept = base.products.filter((product) => !asking.includes(product.id));
        return { lng, products: [...kept, ...found], asked: new Set([...base.asked, ...asking]) };
      });
    });
    return () => controller.abort();
  }, [toAsk, lng, attempt]);

  return {
    status: !toAsk ? 'ready' : failedAttempt === attempt ? 'failed' : 'loading',
    products: inIdOrder(current.products, ids),
    gone: ids.filter((id) => current.asked.has(id) && !current.products.some((p) => p.id === id)),
    retry: () => setAttempt((n) => n + 1),
  };
}
