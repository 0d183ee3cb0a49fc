import type { CatalogLookup } from './catalog-lookup';
import { activePrice, productPrices } from './catalog-lookup';
import type { CategoryDoc, Lang, MetaValue, ProductDoc, TermDoc, VariationDoc } from './model';
import { DEFAULT_LANG } from '../wordpress/languages';
import { translationMeta } from './product-translations';

export interface SerializeContext {
  lang: Lang;
  baseUrl: string;
  lookup: CatalogLookup;
}

const text = (value: MetaValue, lang: Lang): string | number =>
  typeof value === 'object' ? value[lang] : value;

/** WordPress keeps post meta as text: a number written as 6 is read back as "6". */
const metaText = (value: MetaValue, lang: Lang): string => String(text(value, lang));

const gmt = (local: string) => local;

const priceHtml = (price: string) =>
  price === ''
    ? ''
    : `<span class="woocommerce-Price-amount amount"><bdi>${Number(price).toFixed(2)}&nbsp;<span class="woocommerce-Price-currencySymbol">&#8372;</span></bdi></span>`;

/** Local paths are stored without a host; an image sent by another host's URL keeps it. */
export function imageUrl(baseUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${baseUrl}${path}`;
}

/*
 * The fields of WooCommerce's product and variation schemas that the demo shop never sets, at the
 * values WooCommerce answers for them, so an answer has every field a real one has.
 */
const UNSET_PRODUCT_FIELDS = {
  global_unique_id: '',
  date_on_sale_from: null,
  date_on_sale_from_gmt: null,
  date_on_sale_to: null,
  date_on_sale_to_gmt: null,
  downloads: [],
  download_limit: -1,
  download_expiry: -1,
  low_stock_amount: null,
  backorders_allowed: false,
  backordered: false,
  weight: '',
  dimensions: { length: '', width: '', height: '' },
  shipping_class: '',
  shipping_class_id: 0,
};

export function serializeProduct(p: ProductDoc, ctx: SerializeContext) {
  const { lang, baseUrl, lookup } = ctx;
  const rating = lookup.ratings.get(p.id);
  const prices = productPrices(p, lookup);
  const prefix = lang === 'uk' ? '' : `/${lang}`;
  return {
    id: p.id,
    // One name, description and meta whatever `lang` asks: the translations are meta (product-translations.ts).
    name: p.name[DEFAULT_LANG],
    slug: p.slug,
    permalink: `${baseUrl}${prefix}/product/${p.slug}/`,
    date_created: p.date_created,
    date_created_gmt: gmt(p.date_created),
    date_modified: p.date_modified,
    date_modified_gmt: gmt(p.date_modified),
    type: p.type,
    status: p.status,
    featured: p.featured,
    post_password: p.post_password ?? '',
    catalog_visibility: 'visible',
    description: p.description[DEFAULT_LANG],
    short_description: p.short_description[DEFAULT_LANG],
    sku: p.sku,
    ...prices,
    ...UNSET_PRODUCT_FIELDS,
    // WooCommerce renders the price (a range for a variable product) with the shop's currency.
    price_html: priceHtml(prices.price),
    purchasable: prices.price !== '',
    external_url: '',
    button_text: '',
    shipping_taxable: !p.virtual,
    purchase_note: '',
    has_options: p.type === 'variable',
    grouped_products: [],
    brands: [],
    total_sales: p.total_sales,
    virtual: p.virtual,
    downloadable: false,
    shipping_required: !p.virtual,
    tax_status: 'taxable',
    tax_class: '',
    manage_stock: p.manage_stock,
    stock_quantity: p.stock_quantity,
    stock_status: p.stock_status,
    backorders: 'no',
    sold_individually: false,
    reviews_allowed: true,
    average_rating: (rating?.average ?? 0).toFixed(2),
    rating_count: rating?.count ?? 0,
    related_ids: p.related_ids,
    upsell_ids: [],
    cross_sell_ids: [],
    parent_id: 0,
    categories: p.category_ids
      .map((id) => lookup.categories.get(id))
      .filter((c): c is CategoryDoc => Boolean(c))
      .map((c) => ({ id: c.id, name: c.name[DEFAULT_LANG], slug: c.slug })),
    tags: p.tag_ids
      .map((id) => lookup.tags.get(id))
      .filter((t) => t !== undefined)
      .map((t) => ({ id: t.id, name: t.name[DEFAULT_LANG], slug: t.slug })),
    // The featured image comes first; `featured` is only a write parameter, never answered.
    images: p.images.map((img) => ({
      id: img.id,
      date_created: p.date_created,
      date_created_gmt: gmt(p.date_created),
      date_modified: p.date_modified,
      date_modified_gmt: gmt(p.date_modified),
      src: imageUrl(baseUrl, img.path),
      name: img.path.split('/').pop() ?? '',
      // An attachment's alt text is one, written in the default language.
      alt: img.alt[DEFAULT_LANG],
    })),
    // Terms have one name, the Ukrainian one, whatever `lang` asks (Polylang free would make a
    // translation a term of its own): the shop reads their translations from the options pages.
    attributes: p.attributes.map((a, position) => {
      const attribute = a.id ? lookup.attributes.get(a.id) : undefined;
      const terms = (a.termIds ?? [])
        .map((id) => lookup.terms.get(id))
        .filter((t): t is TermDoc => Boolean(t));
      return {
        id: a.id,
        name: attribute ? attribute.name[DEFAULT_LANG] : (a.name?.[DEFAULT_LANG] ?? ''),
        slug: attribute ? attribute.slug : (a.name?.en ?? '').toLowerCase(),
        position,
        visible: a.visible,
        variation: a.variation,
        options: attribute
          ? terms.map((t) => t.name[DEFAULT_LANG])
          : (a.options ?? []).map((o) => o[DEFAULT_LANG]),
      };
    }),
    default_attributes: [],
    variations: p.variation_ids,
    menu_order: p.menu_order,
    meta_data: [
      ...p.meta.map((m) => ({ id: m.id, key: m.key, value: metaText(m.value, DEFAULT_LANG) })),
      ...translationMeta(p),
    ],
  };
}

export function serializeVariation(v: VariationDoc, ctx: SerializeContext) {
  const { baseUrl } = ctx;
  return {
    id: v.id,
    date_created: v.date_created,
    date_created_gmt: gmt(v.date_created),
    date_modified: v.date_created,
    date_modified_gmt: gmt(v.date_created),
    type: 'variation',
    name: '',
    parent_id: v.parent_id,
    description: '',
    permalink: '',
    sku: v.sku,
    ...UNSET_PRODUCT_FIELDS,
    virtual: false,
    downloadable: false,
    tax_status: 'taxable',
    tax_class: '',
    backorders: 'no',
    price: activePrice(v),
    regular_price: v.regular_price,
    sale_price: v.sale_price,
    on_sale: v.sale_price !== '',
    status: v.status ?? 'publish',
    purchasable: true,
    manage_stock: v.manage_stock,
    stock_quantity: v.stock_quantity,
    stock_status: v.stock_status,
    image: {
      id: 0,
      date_created: v.date_created,
      date_created_gmt: gmt(v.date_created),
      date_modified: v.date_created,
      date_modified_gmt: gmt(v.date_created),
      src: imageUrl(baseUrl, v.image_path),
      name: '',
      alt: '',
    },
    attributes: v.attributes.map((a) => ({
      id: a.id,
      name: a.name[DEFAULT_LANG],
      slug: ctx.lookup.attributes.get(a.id)?.slug ?? a.name.en.toLowerCase(),
      option: a.option[DEFAULT_LANG],
    })),
    menu_order: v.menu_order,
    meta_data: [],
  };
}
