// Step 3: products (batches of up to 100) and their variations, pointing at the categories, tags,
// attribute terms and media of steps 1–2. Meta that names another product (a sample's
// `full_product_id`) is rewritten to that product's new id, so those products go in a second wave.
import type { MetaValue, ProductDoc, VariationDoc } from '../../../sandbox/src/woocommerce/model';
import { translationMeta } from '../../../sandbox/src/woocommerce/product-translations';
import { createInBatches } from './batch';
import { mapped, remember, type SeedRun } from './context';

/** Product meta whose value is another product's id. */
const PRODUCT_REFERENCES = new Set(['full_product_id']);
/** Statuses at which WooCommerce holds stock for an order (wc_maybe_reduce_stock_levels). */
const HOLDS_STOCK = new Set(['processing', 'completed', 'on-hold']);

const metaText = (value: MetaValue): string | number => (typeof value === 'object' ? value.uk : value);

/**
 * The stock before the demo orders: the sandbox's documents already show what its orders took, and
 * the real WooCommerce takes it again when step 6 places the same orders.
 */
function stockBeforeOrders(run: SeedRun): Map<number, number> {
  const held = new Map<number, number>();
  for (const order of run.shop.orders.filter((o) => HOLDS_STOCK.has(o.status))) {
    for (const line of order.line_items)
      held.set(line.product_id, (held.get(line.product_id) ?? 0) + line.quantity);
  }
  return held;
}

function productPayload(run: SeedRun, p: ProductDoc, held: Map<number, number>) {
  const { ids, shop } = run;
  const termName = (id: number) => shop.terms.find((t) => t.id === id)?.name.uk ?? '';
  return {
    name: p.name.uk,
    slug: p.slug,
    type: p.type,
    status: p.status,
    featured: p.featured,
    menu_order: p.menu_order,
    sku: p.sku,
    // A variable product's price is its variations'.
    ...(p.type === 'simple' ? { regular_price: p.regular_price, sale_price: p.sale_price } : {}),
    date_created: p.date_created,
    description: p.description.uk,
    short_description: p.short_description.uk,
    virtual: p.virtual,
    manage_stock: p.manage_stock,
    ...(p.manage_stock
      ? { stock_quantity: (p.stock_quantity ?? 0) + (held.get(p.id) ?? 0) }
      : { stock_status: p.stock_status }),
    categories: p.category_ids.map((id) => ({ id: mapped(ids.category, 'category', id) })),
    tags: p.tag_ids.map((id) => ({ id: mapped(ids.tag, 'tag', id) })),
    images: p.images.map((image) => ({ id: ids.media.get(image.path), alt: image.alt.uk })),
    attributes: p.attributes.map((a, position) =>
      a.id
        ? {
            id: mapped(ids.attribute, 'attribute', a.id),
            position,
            visible: a.visible,
            variation: a.variation,
            // Global attributes take their terms by name (WooCommerce looks them up in pa_*).
            options: (a.termIds ?? []).map(termName),
          }
        : {
            name: a.name?.uk ?? '',
            position,
            visible: a.visible,
            variation: a.variation,
            options: (a.options ?? []).map((o) => o.uk),
          },
    ),
    meta_data: [
      ...p.meta.map((m) => ({
        key: m.key,
        value: PRODUCT_REFERENCES.has(m.key)
          ? mapped(ids.product, 'product', Number(m.value))
          : metaText(m.value),
      })),
      // English and Russian texts, as staff fill the ACF group "Product texts" (wordpress/acf-json).
      ...translationMeta(p).map(({ key, value }) => ({ key, value })),
    ],
  };
}

function variationPayload(run: SeedRun, v: VariationDoc) {
  return {
    sku: v.sku,
    regular_price: v.regular_price,
    sale_price: v.sale_price,
    menu_order: v.menu_order,
    manage_stock: v.manage_stock,
    stock_status: v.stock_status,
    ...(v.image_path && run.ids.media.has(v.image_path)
      ? { image: { id: run.ids.media.get(v.image_path) } }
      : {}),
    attributes: v.attributes.map((a) =>
      a.id
        ? { id: mapped(run.ids.attribute, 'attribute', a.id), option: a.option.uk }
        : { name: a.name.uk, option: a.option.uk },
    ),
  };
}

const refersToProducts = (p: ProductDoc) => p.meta.some((m) => PRODUCT_REFERENCES.has(m.key));

export async function seedProducts(run: SeedRun): Promise<number> {
  const held = stockBeforeOrders(run);
  const waves = [
    run.shop.products.filter((p) => !refersToProducts(p)),
    run.shop.products.filter(refersToProducts),
  ];
  for (const wave of waves) {
    // Batches of 25 rather than 100, so four of them keep PHP's workers busy at once.
    const answers = await createInBatches<{ id: number }>(
      run.client,
      '/wc/v3/products/batch',
      wave.map((p) => productPayload(run, p, held)),
      25,
    );
    remember(
      run,
      'product',
      wave.map((p) => ({ id: p.id, label: p.sku })),
      answers,
      run.ids.product,
    );
  }
  return run.ids.product.size;
}

export async function seedVariations(run: SeedRun): Promise<number> {
  const parents = run.shop.products.filter((p) => p.variation_ids.length > 0 && run.ids.product.has(p.id));
  await Promise.all(
    parents.map(async (parent) => {
      const variations = run.shop.variations.filter((v) => v.parent_id === parent.id);
      const answers = await createInBatches<{ id: number }>(
        run.client,
        `/wc/v3/products/${run.ids.product.get(parent.id)}/variations/batch`,
        variations.map((v) => variationPayload(run, v)),
      );
      remember(
        run,
        'variation',
        variations.map((v) => ({ id: v.id, label: v.sku })),
        answers,
        run.ids.variation,
      );
    }),
  );
  return run.ids.variation.size;
}
