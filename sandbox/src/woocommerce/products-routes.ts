import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { loadLookup } from './catalog-lookup';
import { WcHttpError } from './errors';
import { same, type Lang, type ProductDoc, type VariationDoc } from './model';
import { productImages } from './product-images';
import { idList, langOf, paginate } from './params';
import { withTranslation } from './product-translations';
import { DEFAULT_LANG } from '../wordpress/languages';
import { filterProducts, sortProducts } from './product-query';
import { serializeProduct, serializeVariation } from './serialize';
import { slugify } from './seed-random';
import { all, nextPostId, one, save, whereIn } from './store';
import { deliverWebhook } from './webhooks';

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((v) => Number((v as { id?: unknown })?.id ?? v)).filter(Boolean) : [];

const invalidId = () => new WcHttpError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');

/**
 * meta_data entries merge by key, as update_meta_data does. A product's meta is one value (the
 * default language's); a `<field>_<language>` key is that language's text (product-translations.ts).
 */
function mergeMeta(product: ProductDoc, incoming: unknown[]): ProductDoc {
  let next = { ...product, meta: [...product.meta] };
  for (const m of incoming as { key?: unknown; value?: unknown }[]) {
    if (typeof m?.key !== 'string') continue;
    const value = typeof m.value === 'number' ? m.value : String(m.value ?? '');
    const translated = withTranslation(next, m.key, String(value));
    if (translated) {
      next = translated;
      continue;
    }
    const meta = next.meta;
    const i = meta.findIndex((x) => x.key === m.key);
    if (i < 0) meta.push({ id: product.id * 100 + 50 + meta.length, key: m.key, value });
    else {
      const old = meta[i].value;
      meta[i] = {
        ...meta[i],
        value: typeof old === 'object' ? { ...old, [DEFAULT_LANG]: String(value) } : value,
      };
    }
  }
  return next;
}

/**
 * Attributes sent by name are the product's own (local) attributes, kept in every language as sent;
 * an `id` names a global attribute (its options are then term names, which the sandbox does not create).
 */
function localAttributes(input: unknown[], lang: Lang): ProductDoc['attributes'] {
  return (input as Record<string, unknown>[])
    .filter((a) => a && typeof a === 'object')
    .map((a) => {
      const name = String(a.name ?? '');
      const options = (Array.isArray(a.options) ? a.options : []).map((o) => same(String(o)));
      return {
        id: 0,
        name: { ...same(name), [lang]: name },
        options,
        visible: a.visible !== false,
        variation: a.variation === true,
      };
    });
}

/** Fields staff may change through REST (what the shop's tests and webhook checks use). */
function applyUpdate(product: ProductDoc, body: Record<string, unknown>, lang: Lang): ProductDoc {
  const next = { ...product, date_modified: new Date().toISOString().slice(0, 19) };
  // `lang` does not choose what a write changes: WooCommerce keeps one name and description.
  if (typeof body.name === 'string') next.name = { ...next.name, [DEFAULT_LANG]: body.name };
  if (typeof body.description === 'string')
    next.description = { ...next.description, [DEFAULT_LANG]: body.description };
  if (typeof body.short_description === 'string')
    next.short_description = { ...next.short_description, [DEFAULT_LANG]: body.short_description };
  if (typeof body.regular_price === 'string') next.regular_price = body.regular_price;
  if (typeof body.sale_price === 'string') next.sale_price = body.sale_price;
  if (typeof body.status === 'string') next.status = body.status as ProductDoc['status'];
  if (typeof body.featured === 'boolean') next.featured = body.featured;
  if (typeof body.stock_status === 'string')
    next.stock_status = body.stock_status as ProductDoc['stock_status'];
  if (typeof body.stock_quantity === 'number') next.stock_quantity = body.stock_quantity;
  if (typeof body.manage_stock === 'boolean') next.manage_stock = body.manage_stock;
  if (typeof body.virtual === 'boolean') next.virtual = body.virtual;
  if (typeof body.post_password === 'string') next.post_password = body.post_password;
  if (typeof body.sku === 'string') next.sku = body.sku;
  if (Array.isArray(body.attributes)) next.attributes = localAttributes(body.attributes, lang);
  if (Array.isArray(body.categories)) next.category_ids = idsOf(body.categories);
  return Array.isArray(body.meta_data) ? mergeMeta(next, body.meta_data) : next;
}

export function productsRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;
  const serializeCtx = (lang: ReturnType<typeof langOf>, productIds?: readonly number[]) => ({
    lang,
    baseUrl: ctx.config.baseUrl,
    lookup: loadLookup(db, productIds),
  });

  app.get('/', (c) => {
    const lang = langOf(c);
    // A read by `include` reads those products' rows only, as WP_Query's post__in does.
    const include = idList(c, 'include');
    const sctx = serializeCtx(lang, include.length ? include : undefined);
    const products = include.length
      ? all<ProductDoc>(db, 'wc_products', ...whereIn('id', include))
      : all<ProductDoc>(db, 'wc_products');
    const filtered = sortProducts(c, filterProducts(c, products, sctx.lookup), sctx.lookup);
    return c.json(paginate(c, filtered).map((p) => serializeProduct(p, sctx)));
  });

  app.get('/:id{[0-9]+}', (c) => {
    const product = one<ProductDoc>(db, 'wc_products', Number(c.req.param('id')));
    if (!product) throw invalidId();
    return c.json(serializeProduct(product, serializeCtx(langOf(c))));
  });

  const update = async (c: Context) => {
    const product = one<ProductDoc>(db, 'wc_products', Number(c.req.param('id')));
    if (!product) throw invalidId();
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const next = applyUpdate(product, body, langOf(c));
    if (Array.isArray(body.images))
      next.images = productImages(db, body.images, ctx.config.baseUrl, product.images);
    save(db, 'wc_products', next, { slug: next.slug });
    const json = serializeProduct(next, serializeCtx(langOf(c)));
    deliverWebhook(ctx, 'product.updated', next.id, json);
    return c.json(json);
  };
  app.put('/:id{[0-9]+}', update);
  app.post('/:id{[0-9]+}', update);
  app.patch('/:id{[0-9]+}', update);

  // Staff create products in WordPress admin; REST creation exists for tests and webhook checks.
  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const lang = langOf(c);
    const name = typeof body.name === 'string' && body.name ? body.name : 'Product';
    const base = typeof body.slug === 'string' && body.slug ? body.slug : slugify(name) || 'product';
    let slug = base;
    for (let n = 2; db.prepare('SELECT 1 FROM wc_products WHERE slug = ?').get(slug); n++)
      slug = `${base}-${n}`;
    const created = new Date().toISOString().slice(0, 19);
    const id = nextPostId(db, 'product');
    const blank = { uk: '', en: '', ru: '' };
    const product: ProductDoc = applyUpdate(
      {
        id,
        slug,
        type: body.type === 'variable' ? 'variable' : 'simple',
        status: 'publish',
        featured: false,
        menu_order: 0,
        sku: typeof body.sku === 'string' ? body.sku : '',
        regular_price: '',
        sale_price: '',
        date_created: created,
        date_modified: created,
        total_sales: 0,
        stock_status: 'instock',
        stock_quantity: null,
        manage_stock: false,
        virtual: false,
        name: { uk: name, en: name, ru: name },
        description: blank,
        short_description: blank,
        category_ids: idsOf(body.categories),
        tag_ids: idsOf(body.tags),
        images: productImages(db, body.images, ctx.config.baseUrl),
        attributes: [],
        variation_ids: [],
        related_ids: [],
        meta: [],
      },
      body,
      lang,
    );
    save(db, 'wc_products', product, { slug: product.slug });
    const json = serializeProduct(product, serializeCtx(lang));
    deliverWebhook(ctx, 'product.created', product.id, json);
    return c.json(json, 201);
  });

  app.delete('/:id{[0-9]+}', async (c) => {
    // WordPress reads `force` from the query string or the body alike.
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown> | null;
    const force = c.req.query('force') === 'true' || body?.force === true || body?.force === 'true';
    const product = one<ProductDoc>(db, 'wc_products', Number(c.req.param('id')));
    if (!product) throw invalidId();
    const json = serializeProduct(product, serializeCtx(langOf(c)));
    // Without force=true WooCommerce moves the product to the trash.
    if (force) {
      db.prepare('DELETE FROM wc_variations WHERE parent_id = ?').run(product.id);
      db.prepare('DELETE FROM wc_products WHERE id = ?').run(product.id);
    } else {
      const trashed: ProductDoc = { ...product, status: 'trash' };
      save(db, 'wc_products', trashed, { slug: product.slug });
      // Its variations go to the trash with it (WC_Product_Variable_Data_Store_CPT::delete_variations).
      for (const variation of all<VariationDoc>(db, 'wc_variations', 'WHERE parent_id = ?', product.id)) {
        const inTrash: VariationDoc = { ...variation, status: 'trash' };
        save(db, 'wc_variations', inTrash, { parent_id: product.id });
      }
    }
    // WooCommerce's product.deleted payload is just the id.
    deliverWebhook(ctx, 'product.deleted', product.id, { id: product.id });
    return c.json(force ? json : { ...json, status: 'trash' });
  });

  // WooCommerce lists a product's variations by post_parent with the status `any`, which leaves the
  // trash out: a parent id that names nothing (deleted, or never there) lists none, not a 404.
  app.get('/:id{[0-9]+}/variations', (c) => {
    const id = Number(c.req.param('id'));
    const sctx = serializeCtx(langOf(c));
    const include = idList(c, 'include');
    const variations = all<VariationDoc>(db, 'wc_variations', 'WHERE parent_id = ? ORDER BY id', id).filter(
      (v) => v.status !== 'trash' && (include.length === 0 || include.includes(v.id)),
    );
    return c.json(paginate(c, variations).map((v) => serializeVariation(v, sctx)));
  });

  app.get('/:id{[0-9]+}/variations/:vid{[0-9]+}', (c) => {
    const variation = one<VariationDoc>(db, 'wc_variations', Number(c.req.param('vid')));
    if (!variation || variation.parent_id !== Number(c.req.param('id'))) throw invalidId();
    return c.json(serializeVariation(variation, serializeCtx(langOf(c))));
  });

  app.put('/:id{[0-9]+}/variations/:vid{[0-9]+}', async (c) => {
    const variation = one<VariationDoc>(db, 'wc_variations', Number(c.req.param('vid')));
    if (!variation || variation.parent_id !== Number(c.req.param('id'))) throw invalidId();
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const next = { ...variation };
    if (typeof body.regular_price === 'string') next.regular_price = body.regular_price;
    if (typeof body.sale_price === 'string') next.sale_price = body.sale_price;
    if (typeof body.stock_status === 'string')
      next.stock_status = body.stock_status as VariationDoc['stock_status'];
    if (typeof body.manage_stock === 'boolean') next.manage_stock = body.manage_stock;
    if (typeof body.stock_quantity === 'number') {
      next.stock_quantity = body.stock_quantity;
      if (next.manage_stock) next.stock_status = body.stock_quantity > 0 ? 'instock' : 'outofstock';
    }
    // A variation is enabled (`publish`) or disabled (`private`) in wp-admin.
    if (body.status === 'publish' || body.status === 'private') next.status = body.status;
    save(db, 'wc_variations', next, { parent_id: next.parent_id });
    const sctx = serializeCtx(langOf(c));
    const parent = one<ProductDoc>(db, 'wc_products', next.parent_id)!;
    // WooCommerce fires the parent's product.updated webhook when a variation changes.
    deliverWebhook(ctx, 'product.updated', parent.id, serializeProduct(parent, sctx));
    return c.json(serializeVariation(next, sctx));
  });

  return app;
}
