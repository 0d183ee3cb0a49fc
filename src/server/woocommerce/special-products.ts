import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import type { SetSize } from '@/domain/cart/cart-item';
import type { Certificate } from '@/domain/certificates/certificate';
import type { Aroma, SetProduct } from '@/domain/discovery-set/aroma';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wooGet } from './client';
import { getCategoryBySlug } from './products';
import { wooProductSchema, type WooProduct } from './schemas';
import {
  certificateTypeOf,
  isSurpriseGift,
  mapAroma,
  mapCertificate,
  mapGiftCard,
  mapSetProduct,
  setSizeOf,
  wooVariationSchema,
} from './special-products-map';

/** The categories that hold the special products (slugs are the same in every language). */
export const SPECIAL_CATEGORIES = {
  aromas: 'aroma-samples',
  sets: 'discovery-sets',
  gifts: 'gift-samples',
  certificates: 'certificates',
} as const;

// WooCommerce caps per_page at 100; the spec's "1000 per request" (§9) is reached by paging.
const WOO_PAGE_SIZE = 100;

/**
 * Every published product of a category, page by page. The storefront's POST /api/filters/ loads
 * sets and gifts with per_page 1000; server components call this directly instead of going through
 * their own HTTP route.
 */
async function productsInCategory(slug: string, lng: Language): Promise<WooProduct[]> {
  const category = await getCategoryBySlug(slug, lng);
  if (!category) return [];
  const products: WooProduct[] = [];
  for (let page = 1; ; page += 1) {
    const { data, totalPages } = await wooGet('products', {
      query: {
        category: category.id,
        status: 'publish',
        per_page: WOO_PAGE_SIZE,
        page,
        orderby: 'menu_order',
        order: 'asc',
      },
      lng,
      tags: [CACHE_TAGS.products],
      schema: z.array(wooProductSchema),
    });
    products.push(...data);
    if (page >= totalPages || data.length < WOO_PAGE_SIZE) return products;
  }
}

export async function listAromas(lng: Language): Promise<Aroma[]> {
  const products = await productsInCategory(SPECIAL_CATEGORIES.aromas, lng);
  return products.flatMap((product) => mapAroma(product) ?? []);
}

export async function getSetProduct(size: SetSize, lng: Language): Promise<SetProduct | null> {
  const products = await productsInCategory(SPECIAL_CATEGORIES.sets, lng);
  const product = products.find((p) => setSizeOf(p) === size);
  return product ? mapSetProduct(product) : null;
}

/** The gift samples to choose from, without the surprise gift (GiftPopup puts its own first). */
export async function listGiftCards(lng: Language): Promise<GiftCard[]> {
  const products = await productsInCategory(SPECIAL_CATEGORIES.gifts, lng);
  return products.filter((p) => !isSurpriseGift(p)).map(mapGiftCard);
}

async function withDenominations(product: WooProduct, lng: Language): Promise<Certificate | null> {
  const { data } = await wooGet(`products/${product.id}/variations`, {
    query: { per_page: WOO_PAGE_SIZE },
    lng,
    tags: [CACHE_TAGS.products],
    schema: z.array(wooVariationSchema),
  });
  return mapCertificate(product, data);
}

/** Electronic before physical, each with its denominations. */
export async function listCertificates(lng: Language): Promise<Certificate[]> {
  const products = (await productsInCategory(SPECIAL_CATEGORIES.certificates, lng)).filter(
    (p) => certificateTypeOf(p) !== null,
  );
  const certificates = await Promise.all(products.map((p) => withDenominations(p, lng)));
  return certificates
    .flatMap((c) => (c && c.denominations.length > 0 ? [c] : []))
    .sort((a, b) => (a.type === b.type ? a.id - b.id : a.type === 'electronic' ? -1 : 1));
}
