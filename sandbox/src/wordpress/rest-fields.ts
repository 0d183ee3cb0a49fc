import type { MiddlewareHandler } from 'hono';

/*
 * WordPress's `_fields` on every REST route (rest_filter_response_fields, a `rest_post_dispatch`
 * filter): an answer keeps only the named fields, `a.b` naming a field inside another. A list is
 * filtered item by item, its items' `_links` included unless named; a single object keeps its
 * `_links`, which WordPress adds after the filter. WooCommerce's product routes go further and
 * compute only the named fields, which is why the shop asks for few where it needs few.
 */

type Tree = { [field: string]: Tree | true };

function fieldTree(list: string): Tree {
  const tree: Tree = {};
  for (const field of list
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    const parts = field.split('.');
    const last = parts.pop()!;
    let node: Tree | undefined = tree;
    for (const part of parts) {
      const inner: Tree | true | undefined = node[part];
      // A field whose parent is already wanted whole adds nothing (WordPress skips it).
      if (inner === true) {
        node = undefined;
        break;
      }
      node = node[part] = inner ?? {};
    }
    if (node) node[last] = true;
  }
  return tree;
}

/** _rest_array_intersect_key_recursive: a list under a nested name keeps nothing (its keys are 0, 1, …). */
function pick(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const wanted = tree[key];
    if (wanted === true) out[key] = inner;
    else if (wanted) out[key] = pick(inner, wanted);
  }
  return out;
}

export function restFields(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const list = c.req.query('_fields');
    const type = c.res.headers.get('Content-Type') ?? '';
    if (!list || c.res.status >= 400 || !type.includes('application/json')) return;
    const tree = fieldTree(list);
    if (Object.keys(tree).length === 0) return;
    const body: unknown = await c.res.clone().json();
    const answer = Array.isArray(body)
      ? body.map((item) => (typeof item === 'object' && item !== null ? pick(item, tree) : item))
      : { ...(pick(body, tree) as object), ...links(body) };
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify(answer), { status: c.res.status, headers });
  };
}

function links(body: unknown): Record<string, unknown> {
  const own = (body as { _links?: unknown } | null)?._links;
  return own === undefined ? {} : { _links: own };
}
