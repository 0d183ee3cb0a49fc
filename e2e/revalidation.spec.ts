import { expect, test } from '@playwright/test';
import { SANDBOX_URL, wooFetch } from './test-env';

async function wc<T>(path: string): Promise<T> {
  const response = await wooFetch(`${SANDBOX_URL}/wp-json/wc/v3/${path}`);
  return (await response.json()) as T;
}

const rename = (id: number, name: string) =>
  wooFetch(`${SANDBOX_URL}/wp-json/wc/v3/products/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });

/*
 * Issue 4: a staff edit made in WooCommerce reaches the shop through its product webhook
 * (/api/revalidate expires the cached product and lists), not after the cache's lifetime.
 */
test('a product renamed in WooCommerce shows on its page and in the catalogue within seconds', async ({
  page,
}) => {
  const [men] = await wc<{ id: number }[]>('products/categories?slug=men');
  const products = await wc<{ id: number; slug: string; name: string }[]>(
    `products?category=${men.id}&per_page=1&orderby=date&order=desc`,
  );
  // The newest, so it is on the first page of the catalogue's default (newest first) order.
  const product = products[0];
  await page.goto(`/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.goto('/catalog/men');
  await expect(page.getByRole('main').getByText(product.name, { exact: true }).first()).toBeVisible();

  const renamed = `${product.name} Edition`;
  const update = await rename(product.id, renamed);
  expect(update.ok).toBe(true);

  await expect
    .poll(
      async () => {
        await page.goto(`/${product.slug}`);
        return page.getByRole('heading', { level: 1 }).textContent();
      },
      { timeout: 10_000, intervals: [250, 500, 1000] },
    )
    .toBe(renamed);
  await page.goto('/catalog/men');
  await expect(page.getByRole('main').getByText(renamed, { exact: true }).first()).toBeVisible();

  await rename(product.id, product.name);
});

/*
 * A post edited in WordPress reaches the shop through WooCommerce's "Action" webhook on
 * wc_storefront_post_saved (docs/woocommerce.md step 12), which the sandbox sends after its REST update.
 */
test('a post renamed in WordPress shows on its article and in the blog within seconds', async ({
  page,
  request,
}) => {
  const GUIDE_EN = 163;
  const original = 'How to read a fragrance pyramid: the long guide';
  await page.goto(`/en/article/${GUIDE_EN}`);
  await expect(page.getByRole('heading', { level: 1, name: original })).toBeVisible();
  await page.goto('/en/blog');
  await expect(page.getByRole('main').getByText(original).first()).toBeVisible();

  const renamed = 'How to read a fragrance pyramid: revised';
  const auth = `Basic ${Buffer.from('storefront:sand box app pass word').toString('base64')}`;
  const save = (title: string) =>
    request.post(`${SANDBOX_URL}/wp-json/wp/v2/posts/${GUIDE_EN}`, {
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      data: { title },
    });
  expect((await save(renamed)).ok()).toBe(true);

  await expect
    .poll(
      async () => {
        await page.goto(`/en/article/${GUIDE_EN}`);
        return page.getByRole('heading', { level: 1 }).textContent();
      },
      { timeout: 10_000, intervals: [250, 500, 1000] },
    )
    .toBe(renamed);
  await page.goto('/en/blog');
  await expect(page.getByRole('main').getByText(renamed).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(original)).toHaveCount(0);

  await save(original);
});
