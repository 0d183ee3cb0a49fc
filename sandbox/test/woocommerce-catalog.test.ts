import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
const wc = (path: string, init?: RequestInit) =>
  sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${path}`, init);
const json = async (path: string) => (await wc(path)).json();
const send = (path: string, method: string, body: unknown) =>
  wc(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('products', () => {
  it('caps per_page at 100 with rest_invalid_param', async () => {
    const response = await wc('products?per_page=101');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.message).toBe('Invalid parameter(s): per_page');
    expect(body.data.params.per_page).toBe('per_page must be between 1 (inclusive) and 100 (inclusive)');
  });

  it('pages with X-WP-Total and X-WP-TotalPages over at least 120 products', async () => {
    const response = await wc('products?per_page=100');
    const total = Number(response.headers.get('X-WP-Total'));
    expect(total).toBeGreaterThanOrEqual(120);
    expect(response.headers.get('X-WP-TotalPages')).toBe(String(Math.ceil(total / 100)));
    expect(response.headers.get('Link')).toContain('rel="next"');
    expect(await response.json()).toHaveLength(100);
  });

  it('filters by category, attribute term, sale and price, and sorts by price', async () => {
    const [women] = await json('products/categories?slug=women');
    const inWomen = await json(`products?category=${women.id}&per_page=100`);
    expect(inWomen).toHaveLength(30);
    expect(
      inWomen.every((p: { categories: { slug: string }[] }) => p.categories.some((c) => c.slug === 'women')),
    ).toBe(true);

    const attributes = await json('products/attributes');
    const intensity = attributes.find((a: { slug: string }) => a.slug === 'pa_intensity');
    const terms = await json(`products/attributes/${intensity.id}/terms`);
    const light = terms.find((t: { slug: string }) => t.slug === 'light');
    const lightOnes = await json(`products?attribute=pa_intensity&attribute_term=${light.id}&per_page=100`);
    expect(lightOnes.length).toBe(light.count);
    // attribute_term alone is ignored, as in WooCommerce.
    const ignored = await wc(`products?attribute_term=${light.id}&per_page=1`);
    expect(Number(ignored.headers.get('X-WP-Total'))).toBeGreaterThan(light.count);

    const onSale = await json('products?on_sale=true&per_page=100');
    expect(onSale.length).toBeGreaterThan(10);
    expect(onSale.every((p: { on_sale: boolean }) => p.on_sale)).toBe(true);

    const cheap = await json('products?max_price=500&per_page=100');
    expect(cheap.every((p: { price: string }) => Number(p.price) <= 500)).toBe(true);

    const byPrice = await json(`products?category=${women.id}&orderby=price&order=asc&per_page=100`);
    const prices = byPrice.map((p: { price: string }) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers only the fields `_fields` names, as WordPress filters every REST answer', async () => {
    const list = await json('products?slug=velvet-amber-07&_fields=slug,categories,date_modified_gmt');
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]).sort()).toEqual(['categories', 'date_modified_gmt', 'slug']);
    expect(list[0].categories[0]).toMatchObject({ slug: 'women' });
    // A list under a nested name keeps nothing: its keys are 0, 1, … (_rest_array_intersect_key_recursive).
    const [nested] = await json('products?slug=velvet-amber-07&_fields=slug,categories.slug');
    expect(nested).toEqual({ slug: 'velvet-amber-07', categories: [] });
    // One object keeps the links WordPress adds after the filter.
    const [{ id }] = await json('products?slug=velvet-amber-07&_fields=id');
    const one = await json(`products/${id}?_fields=id,name`);
    expect(Object.keys(one).sort()).toEqual(['_links', 'id', 'name']);
  });

  it('keeps one product in every language, its translations in `<field>_<language>` meta', async () => {
    const [uk] = await json('products?slug=velvet-amber-07');
    const [en] = await json('products?slug=velvet-amber-07&lang=en');
    expect(en.id).toBe(uk.id);
    // Terms too have one name: categories, tags and attribute values answer in Ukrainian.
    expect(en.categories[0].name).toBe('Жіночі аромати');
    expect(en.attributes).toEqual(uk.attributes);
    const [category] = await json(`products/categories?slug=women&lang=ru`);
    expect(category).toMatchObject({ name: 'Жіночі аромати', description: 'Жіночі аромати' });
    const enVariations = await json(`products/${en.id}/variations?lang=en`);
    expect(enVariations[0].attributes[0].option).toBe('30 мл');
    // As on a real WooCommerce with Polylang free: `lang` does not change a product's own texts.
    expect(en.name).toBe(uk.name);
    expect(en.description).toBe(uk.description);
    const meta = (key: string) => en.meta_data.find((m: { key: string }) => m.key === key)?.value;
    expect(meta('name_en')).toBe('Velvet Amber 07');
    expect(meta('description_en')).not.toBe(uk.description);
    expect(meta('notes_top_ru')).toEqual(expect.any(String));
  });

  it('takes a translation written as meta, and a write with `lang` still changes the one name', async () => {
    const [product] = await json('products?slug=velvet-amber-07');
    const base = `products/${product.id}`;
    await send(`${base}?lang=en`, 'PUT', { meta_data: [{ key: 'name_en', value: 'Velvet Amber Seven' }] });
    const after = await json(`${base}?lang=en`);
    expect(after.name).toBe(product.name);
    expect(after.meta_data.find((m: { key: string }) => m.key === 'name_en').value).toBe(
      'Velvet Amber Seven',
    );
    await send(`${base}?lang=en`, 'PUT', { meta_data: [{ key: 'name_en', value: 'Velvet Amber 07' }] });
  });

  it('lists a perfume’s volume variations with their own prices', async () => {
    const [product] = await json('products?slug=velvet-amber-07');
    expect(product.type).toBe('variable');
    const variations = await json(`products/${product.id}/variations`);
    expect(variations.map((v: { attributes: { option: string }[] }) => v.attributes[0].option)).toEqual([
      '30 мл',
      '50 мл',
      '100 мл',
    ]);
    expect(product.price).toBe(
      String(Math.min(...variations.map((v: { price: string }) => Number(v.price)))),
    );
    expect((await wc('products/999999')).status).toBe(404);
  });

  // WC_REST_Products_V2_Controller's `status` defaults to `any` (WP_Query: every status but the trash).
  it('lists drafts by default, not the trash, and only what `status` names when it is given', async () => {
    const [draft, trashed] = await json('products?type=simple&per_page=2&status=publish');
    expect((await send(`products/${draft.id}`, 'PUT', { status: 'draft' })).ok).toBe(true);
    expect((await wc(`products/${trashed.id}`, { method: 'DELETE' })).ok).toBe(true);
    const ids = `include=${draft.id},${trashed.id}`;
    expect((await json(`products?${ids}`)).map((p: { status: string }) => p.status)).toEqual(['draft']);
    expect(await json(`products?${ids}&status=publish`)).toEqual([]);
    expect((await json(`products?${ids}&status=trash`)).map((p: { id: number }) => p.id)).toEqual([
      trashed.id,
    ]);
    for (const { id } of [draft, trashed]) {
      expect((await send(`products/${id}`, 'PUT', { status: 'publish' })).ok).toBe(true);
    }
  });

  // WC_REST_Product_Variations_Controller lists by post_parent with the status `any` (WooCommerce 10.0.2).
  it('lists a disabled variation as private, none for a parent that does not exist, and none of a trashed product', async () => {
    const [product] = await json('products?slug=oud-noir-03');
    const [first, second] = await json(`products/${product.id}/variations`);
    expect(first.status).toBe('publish');
    const disabled = await send(`products/${product.id}/variations/${first.id}`, 'PUT', {
      status: 'private',
    });
    expect((await disabled.json()).status).toBe('private');
    const listed = await json(`products/${product.id}/variations?include=${first.id},${second.id}`);
    expect(listed.map((v: { id: number; status: string }) => [v.id, v.status])).toEqual([
      [first.id, 'private'],
      [second.id, 'publish'],
    ]);
    const none = await wc('products/999999/variations');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual([]);
    expect((await wc(`products/${product.id}`, { method: 'DELETE' })).ok).toBe(true);
    expect(await json(`products/${product.id}/variations`)).toEqual([]);
  });

  it('seeds the discovery sets, samples in four groups, gifts and certificates', async () => {
    const [sets] = await json('products/categories?slug=discovery-sets');
    const setProducts = await json(`products?category=${sets.id}`);
    expect(setProducts.map((p: { sku: string; price: string }) => [p.sku, p.price]).sort()).toEqual([
      ['DS-6', '329'],
      ['DS-9', '459'],
    ]);
    const [samples] = await json('products/categories?slug=aroma-samples');
    const sampleProducts = await json(`products?category=${samples.id}&per_page=100`);
    const groups = sampleProducts.map(
      (p: { meta_data: { key: string; value: string }[] }) =>
        p.meta_data.find((m) => m.key === 'aroma_group')?.value,
    );
    for (const group of ['sweet', 'fresh', 'spicy', 'citrus']) {
      expect(groups.filter((g: string) => g === group)).toHaveLength(6);
    }
    const [surprise] = await json('products?sku=GIFT-SURPRISE');
    expect(surprise.price).toBe('0');
  });
});

describe('reviews', () => {
  it('creates a review and updates the product rating', async () => {
    const [product] = await json('products?slug=velvet-amber-07');
    const response = await wc('products/reviews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        product_id: product.id,
        review: 'Чудовий!',
        reviewer: 'Тест',
        reviewer_email: 't@example.com',
        rating: 1,
      }),
    });
    expect(response.status).toBe(201);
    const after = await json(`products/${product.id}`);
    expect(after.rating_count).toBe(product.rating_count + 1);
    expect(Number(after.average_rating)).toBeLessThan(Number(product.average_rating));
    const list = await json(`products/reviews?product=${product.id}&per_page=100`);
    // WooCommerce answers the text through wpautop.
    expect(list.some((r: { review: string }) => r.review === '<p>Чудовий!</p>\n')).toBe(true);
  });
});
