import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import {
  catalogueKey,
  CHECKOUT_CATEGORIES,
  type CatalogueItem,
  type CheckoutCatalogue,
} from '@/domain/checkout/catalogue-item';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wooGet } from './client';
import { getCategoryBySlug } from './products';
import { wooProductSchema, type WooProduct } from './schemas';

/*
 * The catalogue reads behind checkout and promo. They go through the cached `wooGet`: a product's
 * price or category changing is reported by WordPress and expires the `products` tag, and
 * WooCommerce prices the order itself anyway — these reads only decide what an order may hold.
 */

const wooVariationSchema = z.object({
  id: z.number(),
  sku: z.string().default(''),
  price: z.string().default(''),
  regular_price: z.string().default(''),
  sale_price: z.string().default(''),
  on_sale: z.boolean().default(false),
  stock_status: z.string().default('instock'),
  purchasable: z.boolean().default(true),
  status: z.string().default('publish'),
  attributes: z.array(z.object({ name: z.string(), option: z.string() })).default([]),
});
type WooVariation = z.infer<typeof wooVariationSchema>;

function money(value: string): number | null {
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

function meta(product: WooProduct, key: string): string | undefined {
  const value = product.meta_data.find((m) => m.key === key)?.value;
  return value === undefined || value === null ? undefined : String(value);
}

function fromProduct(product: WooProduct): CatalogueItem {
  const setSize = Number(meta(product, 'set_size'));
  return {
    productId: product.id,
    variationId: 0,
    name: product.name,
    sku: product.sku,
    price: product.type === 'variable' ? null : money(product.price),
    onSale: product.on_sale,
    inStock: product.stock_status !== 'outofstock' && (product.status ?? 'publish') === 'publish',
    isVariableParent: product.type === 'variable',
    categoryIds: product.categories.map((c) => c.id),
    categorySlugs: product.categories.map((c) => c.slug),
    setSize: Number.isInteger(setSize) && setSize > 0 ? setSize : undefined,
    certificateType: meta(product, 'certificate_type'),
    surpriseGift: meta(product, 'gift_surprise') === '1' || product.sku === 'GIFT-SURPRISE',
  };
}

function fromVariation(parent: WooProduct, variation: WooVariation): CatalogueItem {
  const options = variation.attributes.map((a) => a.option).join(', ');
  const price = money(variation.price);
  return {
    ...fromProduct(parent),
    variationId: variation.id,
    name: options ? `${parent.name} - ${options}` : parent.name,
    sku: variation.sku || parent.sku,
    price,
    onSale: variation.on_sale,
    inStock:
      variation.stock_status !== 'outofstock' && variation.purchasable && variation.status === 'publish',
    isVariableParent: false,
    denomination: price ?? undefined,
  };
}

async function productsByIds(ids: number[], lng: Language): Promise<WooProduct[]> {
  const unique = [...new Set(ids)];
  const pages: WooProduct[] = [];
  // WooCommerce caps per_page at 100.
  for (let i = 0; i < unique.length; i += 100) {
    const chunk = unique.slice(i, i + 100).sort((a, b) => a - b);
    const { data } = await wooGet('products', {
      query: { include: chunk.join(','), per_page: 100, status: 'publish' },
      lng,
      tags: [CACHE_TAGS.products],
      schema: z.array(wooProductSchema),
    });
    pages.push(...data);
  }
  return pages;
}

async function variationsOf(productId: number, lng: Language): Promise<WooVariation[]> {
  const { data } = await wooGet(`products/${productId}/variations`, {
    query: { per_page: 100 },
    lng,
    tags: [CACHE_TAGS.products],
    schema: z.array(wooVariationSchema),
  });
  return data;
}

async function productsInCategory(slug: string, lng: Language): Promise<WooProduct[]> {
  const category = await getCategoryBySlug(slug, lng);
  if (!category) return [];
  const { data } = await wooGet('products', {
    query: { category: category.id, per_page: 100, status: 'publish' },
    lng,
    tags: [CACHE_TAGS.products],
    schema: z.array(wooProductSchema),
  });
  return data;
}

export type CatalogueRequest = {
  /** Products (with their chosen variation) of plain lines, gifts and set aromas. */
  lines: { id: number; variationId?: number }[];
  setSizes: number[];
  certificateTypes: string[];
  /** The gift list (and its surprise gift) is read only for a cart with gifts. */
  withGifts: boolean;
};

export async function loadCheckoutCatalogue(
  request: CatalogueRequest,
  lng: Language,
): Promise<CheckoutCatalogue> {
  const items = new Map<string, CatalogueItem>();
  const sets = new Map<number, CatalogueItem>();
  const certificates = new Map<string, CatalogueItem>();

  const [products, setProducts, certificateProducts, giftProducts] = await Promise.all([
    request.lines.length
      ? productsByIds(
          request.lines.map((l) => l.id),
          lng,
        )
      : [],
    request.setSizes.length ? productsInCategory(CHECKOUT_CATEGORIES.discoverySets, lng) : [],
    request.certificateTypes.length ? productsInCategory(CHECKOUT_CATEGORIES.certificates, lng) : [],
    request.withGifts ? productsInCategory(CHECKOUT_CATEGORIES.giftSamples, lng) : [],
  ]);

  const byId = new Map(products.map((p) => [p.id, p]));
  const wantedVariations = request.lines.filter((l) => l.variationId !== undefined && byId.has(l.id));
  const variationLists = new Map(
    await Promise.all(
      [...new Set(wantedVariations.map((l) => l.id))].map(
        async (id) => [id, await variationsOf(id, lng)] as const,
      ),
    ),
  );
  for (const product of products) items.set(catalogueKey(product.id), fromProduct(product));
  for (const [id, variations] of variationLists) {
    const parent = byId.get(id)!;
    for (const v of variations) items.set(catalogueKey(id, v.id), fromVariation(parent, v));
  }

  for (const product of setProducts) {
    const item = fromProduct(product);
    if (item.setSize && !sets.has(item.setSize)) sets.set(item.setSize, item);
  }

  const wantedCertificates = certificateProducts.filter((p) =>
    request.certificateTypes.includes(meta(p, 'certificate_type') ?? ''),
  );
  for (const product of wantedCertificates) {
    for (const v of await variationsOf(product.id, lng)) {
      const item = fromVariation(product, v);
      if (item.certificateType && item.denomination !== undefined) {
        certificates.set(`${item.certificateType}:${item.denomination}`, item);
      }
    }
  }

  const surprise = giftProducts.map(fromProduct).find((g) => g.surpriseGift);
  for (const gift of giftProducts) items.set(catalogueKey(gift.id), fromProduct(gift));
  return { items, sets, certificates, surpriseGiftId: surprise?.productId };
}
