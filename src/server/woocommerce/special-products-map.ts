import { z } from 'zod';
import type { Certificate, CertificateType } from '@/domain/certificates/certificate';
import type { SetSize } from '@/domain/cart/cart-item';
import type { Aroma, SetProduct } from '@/domain/discovery-set/aroma';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { plainText } from '@/server/wordpress/map';
import type { WooProduct } from './schemas';

/*
 * The products the shop sells in its own way — aroma samples, discovery sets, gift samples and
 * certificates — turned from WooCommerce's wire format into the types their components take. What
 * makes each special lives in `meta_data` (ACF fields): aroma_group, set_size, gift_surprise,
 * certificate_type.
 */

export const wooVariationSchema = z.object({
  id: z.number(),
  sku: z.string().default(''),
  price: z.string().default(''),
  status: z.string().default('publish'),
  purchasable: z.boolean().default(true),
  stock_status: z.string().default('instock'),
  attributes: z.array(z.object({ name: z.string(), option: z.string() })).default([]),
});
export type WooVariation = z.infer<typeof wooVariationSchema>;

const aromaGroupSchema = z.enum(['sweet', 'fresh', 'spicy', 'citrus']);
const setSizeSchema = z.coerce.number().pipe(z.union([z.literal(6), z.literal(9)]));
const certificateTypeSchema = z.enum(['electronic', 'physical']);

function meta(product: WooProduct, key: string): unknown {
  return product.meta_data.find((m) => m.key === key)?.value;
}

function money(value: string): number | null {
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

function firstImage(product: WooProduct): string {
  return product.images[0]?.src ?? '';
}

/** A sample without a known group cannot be placed on a tab, so it is left out (null). */
export function mapAroma(product: WooProduct): Aroma | null {
  const group = aromaGroupSchema.safeParse(meta(product, 'aroma_group'));
  if (!group.success) return null;
  const description = plainText(product.short_description || product.description);
  return {
    id: product.id,
    title: product.name,
    image: firstImage(product),
    group: group.data,
    ...(description ? { description } : {}),
  };
}

export function setSizeOf(product: WooProduct): SetSize | null {
  const size = setSizeSchema.safeParse(meta(product, 'set_size'));
  return size.success ? size.data : null;
}

export function mapSetProduct(product: WooProduct): SetProduct | null {
  const price = money(product.price);
  if (price === null) return null;
  return {
    id: product.id,
    title: product.name,
    price,
    image: firstImage(product) || undefined,
    slug: product.slug,
    sku: product.sku || undefined,
  };
}

/** Spec §3: the surprise gift is the storefront's own card (id 1), so the shop's product is skipped. */
export function isSurpriseGift(product: WooProduct): boolean {
  const flag = meta(product, 'gift_surprise');
  return flag === '1' || flag === 1 || flag === true || product.sku === 'GIFT-SURPRISE';
}

export function mapGiftCard(product: WooProduct): GiftCard {
  return {
    id: product.id,
    name: product.name,
    description: plainText(product.short_description || product.description),
    image: firstImage(product),
    count: 1,
  };
}

export function certificateTypeOf(product: WooProduct): CertificateType | null {
  const type = certificateTypeSchema.safeParse(meta(product, 'certificate_type'));
  return type.success ? type.data : null;
}

/** Only variations that can be bought become denominations; their price is the denomination. */
export function mapCertificate(product: WooProduct, variations: WooVariation[]): Certificate | null {
  const type = certificateTypeOf(product);
  if (!type) return null;
  const denominations = variations
    .filter((v) => v.status === 'publish' && v.purchasable && v.stock_status !== 'outofstock')
    .flatMap((v) => {
      const amount = money(v.price);
      return amount !== null && amount > 0 ? [{ variationId: v.id, amount }] : [];
    })
    .sort((a, b) => a.amount - b.amount);
  return {
    id: product.id,
    slug: product.slug,
    type,
    title: product.name,
    description: plainText(product.description || product.short_description),
    image: firstImage(product),
    denominations,
  };
}
