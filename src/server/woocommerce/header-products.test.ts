import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { getSiteOptions } from '@/server/wordpress/options';
import { listHeaderProductTiles } from './header-products';
import { wcGet } from './sandbox-catalog.test-support';

/*
 * The mega menu's tiles: the options record (the sandbox's WordPress) names the products, the
 * sandbox's WooCommerce prices them.
 */

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

async function lowestVariationPrice(slug: string): Promise<number> {
  const [product] = await wcGet<{ id: number }[]>(sandbox, `products?slug=${slug}`);
  const variations = await wcGet<{ price: string }[]>(sandbox, `products/${product.id}/variations`);
  return Math.min(...variations.map((v) => Number(v.price)));
}

it('the tiles show WooCommerce’s prices, a perfume’s lowest volume as "from", not the options record’s', async () => {
  const { headerProducts } = await getSiteOptions('uk');
  expect(headerProducts.find((p) => p.slug === 'velvet-amber-07')?.price).toBe('2450');

  const tiles = await listHeaderProductTiles(headerProducts, 'uk');
  expect(tiles.map((t) => t.slug)).toEqual(headerProducts.map((p) => p.slug));
  const velvet = tiles.find((t) => t.slug === 'velvet-amber-07');
  expect(velvet?.price).toEqual({ amount: await lowestVariationPrice('velvet-amber-07'), from: true });
  expect(velvet?.price?.amount).not.toBe(2450);
  expect(tiles.find((t) => t.slug === 'discovery-set-6')?.price).toEqual({ amount: 329, from: false });
});

it('a product taken out of the shop loses its tile; the others stay', async () => {
  const { headerProducts } = await getSiteOptions('uk');
  const [oudNoir] = await wcGet<{ id: number }[]>(sandbox, 'products?slug=oud-noir-03');
  const drafted = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products/${oudNoir.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'draft' }),
  });
  expect(drafted.status).toBe(200);

  const featured = [...headerProducts, { slug: 'no-such-perfume', title: 'Gone', image: '', price: '1890' }];
  const tiles = await listHeaderProductTiles(featured, 'uk');
  expect(tiles.map((t) => t.slug)).toEqual(
    headerProducts.map((p) => p.slug).filter((slug) => slug !== 'oud-noir-03'),
  );
});
