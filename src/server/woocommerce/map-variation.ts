import { volumeKey, type ProductVariation } from '@/domain/catalog/product-detail';
import { parseMoney } from '@/domain/money';
import { inStock } from './map-fields';
import type { WooVariation } from './schemas';

/** A volume of a perfume, as the product page offers it. */
export function mapVariation(
  variation: WooVariation,
  volumeAttributeId: number | undefined,
): ProductVariation {
  const volume =
    variation.attributes.find(
      (attribute) => volumeAttributeId !== undefined && attribute.id === volumeAttributeId,
    )?.option ??
    variation.attributes[0]?.option ??
    '';
  return {
    id: variation.id,
    sku: variation.sku,
    volume,
    volumeKey: volumeKey(volume),
    price: parseMoney(variation.price),
    regularPrice: parseMoney(variation.regular_price),
    onSale: variation.on_sale,
    inStock: inStock(variation),
    image: variation.image?.src || null,
  };
}
