import 'server-only';
import type { Language } from '@/config/shop';
import { canAdd } from '@/domain/cart/can-add';
import type { SetSize } from '@/domain/cart/cart-item';
import { INTERNAL_CATEGORIES } from '@/domain/catalog/category-conventions';
import type { Certificate } from '@/domain/certificates/certificate';
import type { Aroma, SetProduct } from '@/domain/discovery-set/aroma';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { CACHE_TAGS } from '@/server/cache-tags';
import { productKind } from './map-fields';
import { giftOffer, mapAroma, mapCertificate, mapGiftCard, mapSetProduct } from './map-special-products';
import { productsOfCategory, variationsOf } from './products';
import type { WooProduct } from './schemas';

/*
 * The products the shop sells in its own way — aroma samples, discovery sets, gift samples and
 * certificates — for the pages and layouts that show them. Server components call these directly
 * instead of going through POST /api/filters/.
 */

const TAGS = [CACHE_TAGS.products];

const ofCategory = (slug: string, lng: Language) =>
  productsOfCategory(slug, { lng, tags: TAGS, inMenuOrder: true });

export async function listAromas(lng: Language): Promise<Aroma[]> {
  const products = await ofCategory(INTERNAL_CATEGORIES.aromaSamples, lng);
  return products.flatMap((product) => mapAroma(product) ?? []);
}

export async function getSetProduct(size: SetSize, lng: Language): Promise<SetProduct | null> {
  const products = await ofCategory(INTERNAL_CATEGORIES.discoverySets, lng);
  const product = products.find((p) => productKind(p).setSize === size);
  return product ? mapSetProduct(product) : null;
}

/**
 * The gift samples to choose from, without the surprise gift (GiftPopup puts its own first) and
 * without those that cannot be given now (canAdd: sold out): a free sample is one of many alike, so
 * one the shop cannot send is left off the list rather than shown disabled, and never reaches an
 * order that would be refused for it.
 */
export async function listGiftCards(lng: Language): Promise<GiftCard[]> {
  const products = await ofCategory(INTERNAL_CATEGORIES.giftSamples, lng);
  return products.filter((p) => !productKind(p).surpriseGift && canAdd(giftOffer(p))).map(mapGiftCard);
}

async function withDenominations(product: WooProduct, lng: Language): Promise<Certificate | null> {
  return mapCertificate(product, await variationsOf(product.id, lng, TAGS));
}

/** Electronic before physical, each with its denominations. */
export async function listCertificates(lng: Language): Promise<Certificate[]> {
  const products = (await ofCategory(INTERNAL_CATEGORIES.certificates, lng)).filter(
    (p) => productKind(p).certificateType !== null,
  );
  const certificates = await Promise.all(products.map((p) => withDenominations(p, lng)));
  return certificates
    .flatMap((c) => (c && c.denominations.length > 0 ? [c] : []))
    .sort((a, b) => (a.type === b.type ? a.id - b.id : a.type === 'electronic' ? -1 : 1));
}
