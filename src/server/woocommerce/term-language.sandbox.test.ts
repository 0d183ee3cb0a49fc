import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { loadCatalog } from './catalog';
import { getCategoryBySlug, getProductBySlug, variationsOf } from './products';
import { wcGet } from './sandbox-catalog.test-support';

/*
 * The sandbox's WooCommerce answers every term in Ukrainian whatever `lang` asks, as a stock site
 * does; the English and Russian names come from its options pages' "Catalogue names" rows.
 */

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

it('WooCommerce itself names a category in Ukrainian on /en', async () => {
  const [women] = await wcGet<{ name: string }[]>(sandbox, 'products/categories?slug=women&lang=en');
  expect(women?.name).toBe('Жіночі аромати');
});

it('a category reads in the page’s language, with its description', async () => {
  expect(await getCategoryBySlug('women', 'uk')).toMatchObject({ name: 'Жіночі аромати' });
  expect(await getCategoryBySlug('women', 'en')).toMatchObject({
    name: "Women's fragrances",
    description: "Women's fragrances",
  });
  expect(await getCategoryBySlug('women', 'ru')).toMatchObject({ name: 'Женские ароматы' });
});

it('the catalogue’s filter values and a product’s volumes read in the page’s language, slugs unchanged', async () => {
  const [en, uk] = await Promise.all([loadCatalog('en', 'women'), loadCatalog('uk', 'women')]);
  const enTerms = en.flatMap((p) => p.facets.ingredient);
  const ukTerms = uk.flatMap((p) => p.facets.ingredient);
  expect(enTerms.map((t) => t.slug)).toEqual(ukTerms.map((t) => t.slug));
  expect(enTerms.find((t) => t.slug === 'vanilla')?.name).toBe('Vanilla');
  expect(ukTerms.find((t) => t.slug === 'vanilla')?.name).toBe('Ваніль');

  const product = await getProductBySlug('velvet-amber-07', 'en');
  expect(product?.categories.map((c) => c.name)).toContain("Women's fragrances");
  const volumes = await variationsOf(product!.id, 'en', ['products']);
  expect(volumes.map((v) => v.attributes[0]?.option)).toEqual(['30 ml', '50 ml', '100 ml']);
  const russian = await variationsOf(product!.id, 'ru', ['products']);
  expect(russian.map((v) => v.attributes[0]?.option)).toEqual(['30 мл', '50 мл', '100 мл']);
});
