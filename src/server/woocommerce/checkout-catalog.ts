import 'server-only';
import type { Language } from '@/config/shop';
import { INTERNAL_CATEGORIES } from '@/domain/catalog/category-conventions';
import type { CertificateType } from '@/domain/certificates/certificate';
import { catalogKey, type CatalogItem, type CheckoutCatalog } from '@/domain/checkout/catalog-item';
import { CACHE_TAGS } from '@/server/cache-tags';
import { WOO_PAGE_SIZE, wooGet } from './client';
import { keptRead } from '@/server/kept-reads';
import { catalogItem, catalogVariation } from './map-catalog-item';
import { productKind } from './map-fields';
import { productsOfCategory, variationsOf } from './products';
import type { WooProduct } from './schemas';
import { productsIn } from './product-language';

/*
 * The catalogue reads behind checkout and promo. They go through the cached `wooGet`: a product's
 * price or category changing is reported by WordPress and expires the `products` tag, and
 * WooCommerce prices the order itself anyway — these reads only decide what an order may hold. Each
 * read is also kept in this process for a few seconds (kept-reads.ts), forgotten on the same webhooks.
 */

const TAGS = [CACHE_TAGS.products];

function productsByIds(ids: number[], lng: Language): Promise<WooProduct[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return keptRead(`checkout:products:${lng}:${unique.join(',')}`, () => readProductsByIds(unique, lng));
}

async function readProductsByIds(unique: number[], lng: Language): Promise<WooProduct[]> {
  const pages: WooProduct[] = [];
  for (let i = 0; i < unique.length; i += WOO_PAGE_SIZE) {
    const chunk = unique.slice(i, i + WOO_PAGE_SIZE);
    const { data } = await wooGet('products', {
      query: { include: chunk.join(','), per_page: WOO_PAGE_SIZE, status: 'publish' },
      lng,
      tags: TAGS,
      schema: productsIn(lng),
    });
    pages.push(...data);
  }
  return pages;
}

type CatalogRequest = {
  /** Products (with their chosen variation) of plain lines, gifts and set aromas. */
  lines: { id: number; variationId?: number }[];
  setSizes: number[];
  certificateTypes: CertificateType[];
  /** The gift list (and its surprise gift) is read only for a cart with gifts. */
  withGifts: boolean;
};

export async function loadCheckoutCatalog(request: CatalogRequest, lng: Language): Promise<CheckoutCatalog> {
  const items = new Map<string, CatalogItem>();
  const sets = new Map<number, CatalogItem>();
  const certificates = new Map<string, CatalogItem>();
  const ofCategory = (slug: string) =>
    keptRead(`checkout:category:${lng}:${slug}`, () =>
      productsOfCategory(slug, { lng, tags: TAGS, inMenuOrder: true }),
    );
  const variationsOfProduct = (id: number) =>
    keptRead(`checkout:variations:${lng}:${id}`, () => variationsOf(id, lng, TAGS));

  const [products, setProducts, certificateProducts, giftProducts] = await Promise.all([
    request.lines.length
      ? productsByIds(
          request.lines.map((l) => l.id),
          lng,
        )
      : [],
    request.setSizes.length ? ofCategory(INTERNAL_CATEGORIES.discoverySets) : [],
    request.certificateTypes.length ? ofCategory(INTERNAL_CATEGORIES.certificates) : [],
    request.withGifts ? ofCategory(INTERNAL_CATEGORIES.giftSamples) : [],
  ]);

  const byId = new Map(products.map((p) => [p.id, p]));
  const wantedVariations = request.lines.filter((l) => l.variationId !== undefined && byId.has(l.id));
  const variationLists = new Map(
    await Promise.all(
      [...new Set(wantedVariations.map((l) => l.id))].map(
        async (id) => [id, await variationsOfProduct(id)] as const,
      ),
    ),
  );
  for (const product of products) items.set(catalogKey(product.id), catalogItem(product));
  for (const [id, variations] of variationLists) {
    const parent = byId.get(id)!;
    for (const v of variations) items.set(catalogKey(id, v.id), catalogVariation(parent, v));
  }

  for (const product of setProducts) {
    const item = catalogItem(product);
    if (item.setSize && !sets.has(item.setSize)) sets.set(item.setSize, item);
  }

  const wantedCertificates = certificateProducts.filter((p) => {
    const type = productKind(p).certificateType;
    return type !== null && request.certificateTypes.includes(type);
  });
  for (const product of wantedCertificates) {
    for (const v of await variationsOfProduct(product.id)) {
      const item = catalogVariation(product, v);
      if (item.certificateType && item.denomination !== undefined) {
        certificates.set(`${item.certificateType}:${item.denomination}`, item);
      }
    }
  }

  const surprise = giftProducts.map(catalogItem).find((g) => g.surpriseGift);
  for (const gift of giftProducts) items.set(catalogKey(gift.id), catalogItem(gift));
  return { items, sets, certificates, surpriseGiftId: surprise?.productId };
}
