import type { ProductVariation } from './product-detail';

/** "50-ml" (a volume's key, product-detail.ts) → 50; a key that names no millilitres is null. */
export function millilitres(volumeKey: string): number | null {
  const amount = /^(\d+(?:\.\d+)?)-ml$/.exec(volumeKey)?.[1];
  const ml = amount === undefined ? 0 : Number(amount);
  return ml > 0 ? ml : null;
}

/**
 * What a millilitre of a volume costs at the price the page shows for it (the sale price while on
 * sale); null without a price or a volume in millilitres. Rounded only when printed (formatUnitPrice).
 */
export function pricePerMl(variation: Pick<ProductVariation, 'price' | 'volumeKey'>): number | null {
  const ml = millilitres(variation.volumeKey);
  return variation.price === null || ml === null ? null : variation.price / ml;
}
