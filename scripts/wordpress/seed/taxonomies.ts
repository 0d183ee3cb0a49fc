// Step 1: product categories, tags, global attributes and their terms, with the sandbox's slugs and
// Ukrainian names (the products are language-neutral: Polylang for WooCommerce is not installed).
import { createInBatches } from './batch';
import { remember, type SeedRun } from './context';

interface Created {
  id: number;
  slug: string;
}

export async function seedTaxonomies(run: SeedRun): Promise<number> {
  const { client, shop, ids } = run;
  // Parents before children; every demo category is top-level today, but a child must find its parent.
  const levels = [shop.categories.filter((c) => !c.parent), shop.categories.filter((c) => c.parent)];
  for (const level of levels) {
    const answers = await createInBatches<Created>(
      client,
      '/wc/v3/products/categories/batch',
      level.map((c) => ({
        name: c.name.uk,
        slug: c.slug,
        parent: c.parent ? (ids.category.get(c.parent) ?? 0) : 0,
        description: c.description.uk,
        menu_order: c.menu_order,
      })),
    );
    remember(
      run,
      'category',
      level.map((c) => ({ id: c.id, label: c.slug })),
      answers,
      ids.category,
    );
  }

  const [tags, attributes] = await Promise.all([
    createInBatches<Created>(
      client,
      '/wc/v3/products/tags/batch',
      shop.tags.map((t) => ({ name: t.name.uk, slug: t.slug })),
    ),
    createInBatches<Created>(
      client,
      '/wc/v3/products/attributes/batch',
      shop.attributes.map((a) => ({
        name: a.name.uk,
        slug: a.slug,
        type: 'select',
        order_by: 'menu_order',
        has_archives: false,
      })),
    ),
  ]);
  remember(
    run,
    'tag',
    shop.tags.map((t) => ({ id: t.id, label: t.slug })),
    tags,
    ids.tag,
  );
  remember(
    run,
    'attribute',
    shop.attributes.map((a) => ({ id: a.id, label: a.slug })),
    attributes,
    ids.attribute,
  );
  attributes.forEach((answer, i) => {
    if (!answer.error && answer.slug !== shop.attributes[i].slug) {
      run.problems.push(`attribute ${shop.attributes[i].slug}: WooCommerce named it ${answer.slug}`);
    }
  });

  await Promise.all(
    shop.attributes.map(async (attribute) => {
      const realId = ids.attribute.get(attribute.id);
      if (!realId) return;
      const terms = shop.terms.filter((t) => t.attribute_id === attribute.id);
      const answers = await createInBatches<Created>(
        client,
        `/wc/v3/products/attributes/${realId}/terms/batch`,
        terms.map((t) => ({ name: t.name.uk, slug: t.slug, menu_order: t.menu_order })),
      );
      remember(
        run,
        `${attribute.slug} term`,
        terms.map((t) => ({ id: t.id, label: t.slug })),
        answers,
        ids.term,
      );
    }),
  );
  return ids.category.size + ids.tag.size + ids.attribute.size + ids.term.size;
}
