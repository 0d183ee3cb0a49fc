import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { WcHttpError } from './errors';
import type { AttributeDoc, CategoryDoc, L10n, ProductDoc, TagDoc, TermDoc } from './model';
import { DEFAULT_LANG } from '../wordpress/languages';
import { boolParam, enumParam, idList, paginate } from './params';
import { imageUrl } from './serialize';
import { all, one } from './store';

const TERM_ORDERBY = ['id', 'include', 'name', 'slug', 'term_group', 'description', 'count'] as const;

function published(db: SandboxContext['db']): ProductDoc[] {
  return all<ProductDoc>(db, 'wc_products').filter((p) => p.status === 'publish');
}

/*
 * A term has one name and description, the Ukrainian ones, whatever `lang` asks: WooCommerce keeps
 * one, and Polylang free translates a term only as another term with its own id and slug. The
 * shop's translations are rows on each language's options page (seed-term-names.ts).
 */

/** Term lists share WordPress's filters: include, exclude, slug, search, hide_empty, orderby, order. */
function termList<T extends { id: number; slug: string; name: L10n; count: number }>(
  c: Context,
  terms: T[],
): T[] {
  const include = idList(c, 'include');
  const exclude = idList(c, 'exclude');
  const slugs = c.req.query('slug')?.split(',');
  const search = c.req.query('search')?.toLowerCase();
  const hideEmpty = boolParam(c, 'hide_empty');
  const orderby = enumParam(c, 'orderby', TERM_ORDERBY, 'name');
  const order = enumParam(c, 'order', ['asc', 'desc'] as const, 'asc');
  const filtered = terms.filter(
    (t) =>
      (!include.length || include.includes(t.id)) &&
      !exclude.includes(t.id) &&
      (!slugs || slugs.includes(t.slug)) &&
      (!search || t.name[DEFAULT_LANG].toLowerCase().includes(search) || t.slug.includes(search)) &&
      (!hideEmpty || t.count > 0),
  );
  const key = (t: T): string | number =>
    orderby === 'id'
      ? t.id
      : orderby === 'count'
        ? t.count
        : orderby === 'slug'
          ? t.slug
          : orderby === 'include'
            ? include.indexOf(t.id)
            : t.name[DEFAULT_LANG].toLowerCase();
  const direction = order === 'asc' ? 1 : -1;
  return [...filtered].sort((a, b) =>
    key(a) < key(b) ? -direction : key(a) > key(b) ? direction : a.id - b.id,
  );
}

/** The seeded category images have no upload date of their own. */
const EPOCH = '2025-01-01T00:00:00';

export function taxonomiesRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  const categories = () => {
    const products = published(db);
    return all<CategoryDoc>(db, 'wc_categories').map((cat) => ({
      ...cat,
      count: products.filter((p) => p.category_ids.includes(cat.id)).length,
    }));
  };
  const categoryJson = (cat: CategoryDoc & { count: number }) => ({
    id: cat.id,
    name: cat.name[DEFAULT_LANG],
    slug: cat.slug,
    parent: cat.parent,
    description: cat.description[DEFAULT_LANG],
    display: 'default',
    image: cat.image_path
      ? {
          id: 0,
          date_created: EPOCH,
          date_created_gmt: EPOCH,
          date_modified: EPOCH,
          date_modified_gmt: EPOCH,
          src: imageUrl(ctx.config.baseUrl, cat.image_path),
          name: '',
          alt: '',
        }
      : null,
    menu_order: cat.menu_order,
    count: cat.count,
  });

  app.get('/categories', (c) => {
    const parent = c.req.query('parent');
    const list = termList(c, categories()).filter(
      (cat) => parent === undefined || cat.parent === Number(parent),
    );
    return c.json(paginate(c, list).map((cat) => categoryJson(cat)));
  });
  app.get('/categories/:id{[0-9]+}', (c) => {
    const cat = categories().find((x) => x.id === Number(c.req.param('id')));
    if (!cat) throw new WcHttpError(404, 'woocommerce_rest_term_invalid', 'Resource does not exist.');
    return c.json(categoryJson(cat));
  });

  app.get('/tags', (c) => {
    const products = published(db);
    const tags = all<TagDoc>(db, 'wc_tags').map((t) => ({
      ...t,
      count: products.filter((p) => p.tag_ids.includes(t.id)).length,
    }));
    return c.json(
      paginate(c, termList(c, tags)).map((t) => ({
        id: t.id,
        name: t.name[DEFAULT_LANG],
        slug: t.slug,
        description: '',
        count: t.count,
      })),
    );
  });

  app.get('/attributes', (c) => {
    const attributes = all<AttributeDoc>(db, 'wc_attributes', 'ORDER BY id');
    // Not paged, but WooCommerce still sends the list's pagination headers.
    c.header('X-WP-Total', String(attributes.length));
    c.header('X-WP-TotalPages', '1');
    return c.json(
      attributes.map((a) => ({
        id: a.id,
        name: a.name[DEFAULT_LANG],
        slug: a.slug,
        type: 'select',
        order_by: 'menu_order',
        has_archives: false,
      })),
    );
  });

  app.get('/attributes/:id{[0-9]+}/terms', (c) => {
    const attributeId = Number(c.req.param('id'));
    if (!one<AttributeDoc>(db, 'wc_attributes', attributeId)) {
      throw new WcHttpError(404, 'woocommerce_rest_taxonomy_invalid', 'Resource does not exist.');
    }
    const products = published(db);
    const terms = all<TermDoc>(db, 'wc_terms', 'WHERE attribute_id = ?', attributeId).map((t) => ({
      ...t,
      count: products.filter((p) => p.attributes.some((a) => a.termIds?.includes(t.id))).length,
    }));
    return c.json(
      paginate(c, termList(c, terms)).map((t) => ({
        id: t.id,
        name: t.name[DEFAULT_LANG],
        slug: t.slug,
        description: '',
        menu_order: t.menu_order,
        count: t.count,
      })),
    );
  });

  return app;
}
