import type { MiddlewareHandler } from 'hono';

/*
 * WordPress REST's `_links` on every object a WooCommerce route answers: `self` (with the methods
 * the item route allows, as WordPress 6.7+ sends `targetHints`) and `collection`. Added here, after
 * the route, so each route keeps to its own fields.
 */

const ITEM_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type Item = Record<string, unknown> & { id: number };
const isItem = (value: unknown): value is Item =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Item).id === 'number';

export function restLinks(baseUrl: () => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    if (c.res.status >= 300 || !type.includes('application/json')) return;
    const route = c.req.path.replace(/^.*\/wc\/v3\//, '').replace(/\/+$/, '');
    // An item route (`orders/12`, `orders/12/notes/3`) names its collection without the last id.
    const collection = /\/\d+$/.test(route) ? route.replace(/\/\d+$/, '') : route;
    const root = `${baseUrl()}/wp-json/wc/v3/${collection}`;
    const api = `${baseUrl()}/wp-json/wc/v3`;
    // A nested item (a variation, an order note) links up to its parent; a review to its product.
    // (Attribute terms have none.)
    const parent = /^(.+\/\d+)\/(variations|notes)$/.exec(collection)?.[1];
    const up = (item: Item) =>
      parent
        ? `${api}/${parent}`
        : collection === 'products/reviews' && typeof item.product_id === 'number'
          ? `${api}/products/${item.product_id}`
          : undefined;
    const linked = (item: Item) => {
      const upHref = up(item);
      return {
        ...item,
        _links: {
          self: [{ href: `${root}/${item.id}`, targetHints: { allow: ITEM_METHODS } }],
          collection: [{ href: root }],
          ...(upHref ? { up: [{ href: upHref }] } : {}),
          ...(collection === 'orders'
            ? { email_templates: [{ embeddable: true, href: `${root}/${item.id}/actions/email_templates` }] }
            : {}),
        },
      };
    };
    const body: unknown = await c.res.clone().json();
    const answer = Array.isArray(body)
      ? body.map((x) => (isItem(x) ? linked(x) : x))
      : isItem(body)
        ? linked(body)
        : body;
    if (answer === body) return;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify(answer), { status: c.res.status, headers });
  };
}
