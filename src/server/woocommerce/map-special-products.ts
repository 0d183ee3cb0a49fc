import type { Offer } from '@/domain/cart/can-add';
import type { Certificate } from '@/domain/certificates/certificate';
import type { Aroma, SetProduct } from '@/domain/discovery-set/aroma';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { parseMoney } from '@/domain/money';
import { plainText } from '@/server/wordpress/map';
import { image, inStock, isPurchasable, productKind } from './map-fields';
import type { WooProduct, WooVariation } from './schemas';

/* The special products: aroma samples, discovery sets, gift samples, certificates. */

function firstImage(product: WooProduct): string {
  return product.images[0]?.src ?? '';
}

/** A text that is the name again (staff filled both fields alike) is no description. */
function withoutRepeatedName(text: string, name: string): string {
  return text.trim().toLowerCase() === plainText(name).trim().toLowerCase() ? '' : text;
}

/** A sample without a known group cannot be placed on a tab, so it is left out (null). */
export function mapAroma(product: WooProduct): Aroma | null {
  const { aromaGroup: group, sampleOf } = productKind(product);
  if (!group) return null;
  const description = plainText(product.short_description || product.description);
  return {
    id: product.id,
    title: product.name,
    image: firstImage(product),
    group,
    inStock: inStock(product),
    ...(description ? { description } : {}),
    ...(sampleOf !== null ? { perfumeId: sampleOf } : {}),
  };
}

export function mapSetProduct(product: WooProduct): SetProduct | null {
  const price = parseMoney(product.price);
  if (price === null) return null;
  return {
    id: product.id,
    title: product.name,
    price,
    inStock: inStock(product),
    image: firstImage(product) || undefined,
    slug: product.slug,
    sku: product.sku || undefined,
  };
}

/** What a gift sample offers: a free sample has the price 0, and one without a price is not given. */
export function giftOffer(product: WooProduct): Offer {
  return { inStock: inStock(product), price: parseMoney(product.price) };
}

export function mapGiftCard(product: WooProduct): GiftCard {
  return {
    id: product.id,
    name: product.name,
    // A description that only repeats the name says nothing: the card shows the name alone.
    description: withoutRepeatedName(
      plainText(product.short_description || product.description),
      product.name,
    ),
    image: firstImage(product),
    count: 1,
  };
}

/** Only variations that can be bought become denominations; their price is the denomination. */
export function mapCertificate(product: WooProduct, variations: WooVariation[]): Certificate | null {
  const type = productKind(product).certificateType;
  if (!type) return null;
  const first = product.images[0];
  const denominations = variations
    .filter(isPurchasable)
    .flatMap((v) => {
      const amount = parseMoney(v.price);
      return amount !== null && amount > 0 ? [{ variationId: v.id, amount }] : [];
    })
    .sort((a, b) => a.amount - b.amount);
  return {
    id: product.id,
    slug: product.slug,
    type,
    title: product.name,
    description: plainText(product.description || product.short_description),
    image: first ? image(first.src, first.alt, product.name) : null,
    denominations,
  };
}
