import type { SetSize } from '@/domain/cart/cart-item';
import { CERTIFICATE_TYPES, type CertificateType } from '@/domain/certificates/certificate';
import type { Aroma } from '@/domain/discovery-set/aroma';
import { AROMA_GROUPS, SET_SIZES } from '@/domain/discovery-set/set-config';

/**
 * The product meta keys (ACF fields, REST `meta_data`) the shop's conventions live in
 * (docs/woocommerce.md, catalogue conventions).
 */
export const PRODUCT_META = {
  notesTop: 'notes_top',
  notesHeart: 'notes_heart',
  notesBase: 'notes_base',
  composition: 'composition',
  storage: 'storage',
  aromaGroup: 'aroma_group',
  sampleOf: 'full_product_id',
  setSize: 'set_size',
  surpriseGift: 'gift_surprise',
  certificateType: 'certificate_type',
} as const;

/** The shop's surprise gift: this SKU, or the `gift_surprise` flag on another gift sample. */
const SURPRISE_GIFT_SKU = 'GIFT-SURPRISE';

/** What the shop's conventions say a product is, beyond its category. */
export type ProductKind = {
  /** A discovery-set product: how many aromas it holds. */
  setSize: SetSize | null;
  certificateType: CertificateType | null;
  /** An aroma sample: the tab it is shown on. */
  aromaGroup: Aroma['group'] | null;
  /** An aroma sample: the id of the full perfume it is a 2 ml sample of. */
  sampleOf: number | null;
  /** Spec §3: the shop's surprise gift, which the storefront offers as its own card (id 1). */
  surpriseGift: boolean;
};

const isSetSize = (value: number): value is SetSize => (SET_SIZES as readonly number[]).includes(value);

const isCertificateType = (value: unknown): value is CertificateType =>
  (CERTIFICATE_TYPES as readonly unknown[]).includes(value);

/** ACF keeps a post's id as a number or a numeric string. */
function productId(value: unknown): number | null {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

const isAromaGroup = (value: unknown): value is Aroma['group'] =>
  value !== 'all' && (AROMA_GROUPS as readonly unknown[]).includes(value);

/**
 * The one reading of a product's special meta, for every screen and for checkout. `meta` gives a
 * meta key's value as ACF stored it: set_size may be 6 or "6", the gift flag "1", 1 or true.
 */
export function classifyProduct(sku: string, meta: (key: string) => unknown): ProductKind {
  const size = Number(meta(PRODUCT_META.setSize));
  const type = meta(PRODUCT_META.certificateType);
  const group = meta(PRODUCT_META.aromaGroup);
  const flag = meta(PRODUCT_META.surpriseGift);
  return {
    setSize: isSetSize(size) ? size : null,
    certificateType: isCertificateType(type) ? type : null,
    aromaGroup: isAromaGroup(group) ? group : null,
    sampleOf: productId(meta(PRODUCT_META.sampleOf)),
    surpriseGift: flag === '1' || flag === 1 || flag === true || sku === SURPRISE_GIFT_SKU,
  };
}
