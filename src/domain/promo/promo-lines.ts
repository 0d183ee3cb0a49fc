import { catalogKey, type CheckoutCatalog } from '@/domain/checkout/catalog-item';
import type { CouponLine } from './coupon';

type PromoInput = {
  items: { id: number; variation_id?: number; count: number }[];
  sets: { size: number; count: number }[];
};

/**
 * The lines a promo code is checked against, priced from the catalogue. Lines the catalogue does
 * not know are left out here: placing the order refuses them with their own error.
 */
export function promoCouponLines(input: PromoInput, catalog: CheckoutCatalog): CouponLine[] {
  const items = input.items.flatMap((line) => {
    const item = catalog.items.get(catalogKey(line.id, line.variation_id ?? 0));
    return item ? [{ item, quantity: line.count }] : [];
  });
  const sets = input.sets.flatMap((set) => {
    const item = catalog.sets.get(set.size);
    return item ? [{ item, quantity: set.count }] : [];
  });
  return [...items, ...sets].flatMap(({ item, quantity }) =>
    item.price === null
      ? []
      : [
          {
            productId: item.productId,
            variationId: item.variationId,
            quantity,
            price: item.price,
            onSale: item.onSale,
            categoryIds: item.categoryIds,
          },
        ],
  );
}
