import { seededWooCommerceForFile, wcGet } from './sandbox-catalog.test-support';
import { getProductDetail } from './product-detail';

const backend = seededWooCommerceForFile();
beforeAll(() => {
  process.env.WORDPRESS_GRAPHQL_URL = `${backend.sandbox.url}/graphql`;
});

describe('a product page’s volumes', () => {
  it('leave out a volume staff disabled in wp-admin (WooCommerce lists it to the shop as private)', async () => {
    const [product] = await wcGet<{ id: number; slug: string }[]>(
      backend.sandbox,
      'products?slug=velvet-amber-07',
    );
    const volumes = await wcGet<{ id: number }[]>(backend.sandbox, `products/${product.id}/variations`);
    const before = await getProductDetail(product.slug, 'uk');
    expect(before?.variations.map((v) => v.id)).toEqual(volumes.map((v) => v.id));
    const disabled = await backend.sandbox.wooFetch(
      `${backend.sandbox.url}/wp-json/wc/v3/products/${product.id}/variations/${volumes[1].id}`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'private' }),
      },
    );
    expect(disabled.ok).toBe(true);
    const after = await getProductDetail(product.slug, 'uk');
    expect(after?.variations.map((v) => v.id)).toEqual([volumes[0].id, volumes[2].id]);
  });
});
