import { expect, test, type APIRequestContext } from '@playwright/test';
import { SANDBOX_URL } from './test-env';

const AUTH = 'consumer_key=ck_sandbox_storefront&consumer_secret=cs_sandbox_storefront';

async function wc<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${SANDBOX_URL}/wp-json/wc/v3/${path}&${AUTH}`);
  return (await response.json()) as T;
}

/*
 * Issue 4: a staff edit made in WooCommerce reaches the shop through its product webhook
 * (/api/revalidate expires the cached product and lists), not after the cache's lifetime.
 */
test('a product renamed in WooCommerce shows on its page and in the catalogue within seconds', async ({
  page,
  request,
}) => {
  const [men] = await wc<{ id: number }[]>(request, 'products/categories?slug=men');
  const products = await wc<{ id: number; slug: string; name: string }[]>(
    request,
    `products?category=${men.id}&per_page=1&orderby=date&order=desc`,
  );
  // The newest, so it is on the first page of the catalogue's default (newest first) order.
  const product = products[0];
  await page.goto(`/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.goto('/catalog/men');
  await expect(page.getByRole('main').getByText(product.name, { exact: true }).first()).toBeVisible();

  const renamed = `${product.name} Edition`;
  const update = await request.put(`${SANDBOX_URL}/wp-json/wc/v3/products/${product.id}?${AUTH}`, {
    data: { name: renamed },
  });
  expect(update.ok()).toBe(true);

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

  await request.put(`${SANDBOX_URL}/wp-json/wc/v3/products/${product.id}?${AUTH}`, {
    data: { name: product.name },
  });
});
