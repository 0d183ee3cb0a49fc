import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { loadLookup } from './catalog-lookup';
import { WcHttpError } from './errors';
import type { ProductDoc, VariationDoc } from './model';
import { langOf, paginate } from './params';
import { filterProducts, sortProducts } from './product-query';
import { serializeProduct, serializeVariation } from './serialize';
import { all, one, save } from './store';
import { deliverWebhook } from './webhooks';

const invalidId = () => new WcHttpError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');

/** Fields staff may change through REST (what the shop's tests and webhook checks use). */
function applyUpdate(
  product: ProductDoc,
  body: Record<string, unknown>,
  lang: 'uk' | 'en' | 'ru',
): ProductDoc {
  const next = { ...product, date_modified: new Date().toISOString().slice(0, 19) };
  if (typeof body.name === 'string') next.name = { ...next.name, [lang]: body.name };
  if (typeof body.description === 'string')
    next.description = { ...next.description, [lang]: body.description };
  if (typeof body.short_description === 'string')
    next.short_description = { ...next.short_description, [lang]: body.short_description };
  if (typeof body.regular_price === 'string') next.regular_price = body.regular_price;
  if (typeof body.sale_price === 'string') next.sale_price = body.sale_price;
  if (typeof body.status === 'string') next.status = body.status as ProductDoc['status'];
  if (typeof body.featured === 'boolean') next.featured = body.featured;
  if (typeof body.stock_status === 'string')
    next.stock_status = body.stock_status as ProductDoc['stock_status'];
  if (typeof body.stock_quantity === 'number') next.stock_quantity = body.stock_quantity;
  if (typeof body.manage_stock === 'boolean') next.manage_stock = body.manage_stock;
  return next;
}

export function productsRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;
  const serializeCtx = (lang: ReturnType<typeof langOf>) => ({
    lang,
    baseUrl: ctx.config.baseUrl,
    lookup: loadLookup(db),
  });

  app.get('/', (c) => {
    const lang = langOf(c);
    const sctx = serializeCtx(lang);
    const products = all<ProductDoc>(db, 'wc_products');
    const filtered = sortProducts(c, filterProducts(c, products, sctx.lookup, lang), sctx.lookup, lang);
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
    save(db, 'wc_products', next, { slug: next.slug });
    const json = serializeProduct(next, serializeCtx(langOf(c)));
    deliverWebhook(ctx, 'product.updated', next.id, json);
    return c.json(json);
  };
  app.put('/:id{[0-9]+}', update);
  app.post('/:id{[0-9]+}', update);
  app.patch('/:id{[0-9]+}', update);

  app.get('/:id{[0-9]+}/variations', (c) => {
    const id = Number(c.req.param('id'));
    if (!one<ProductDoc>(db, 'wc_products', id)) throw invalidId();
    const sctx = serializeCtx(langOf(c));
    const variations = all<VariationDoc>(db, 'wc_variations', 'WHERE parent_id = ? ORDER BY id', id);
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
    save(db, 'wc_variations', next, { parent_id: next.parent_id });
    const sctx = serializeCtx(langOf(c));
    const parent = one<ProductDoc>(db, 'wc_products', next.parent_id)!;
    // WooCommerce fires the parent's product.updated webhook when a variation changes.
    deliverWebhook(ctx, 'product.updated', parent.id, serializeProduct(parent, sctx));
    return c.json(serializeVariation(next, sctx));
  });

  return app;
}
