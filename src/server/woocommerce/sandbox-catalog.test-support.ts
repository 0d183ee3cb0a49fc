import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';

/** All these helpers need: where the sandbox is and the storefront's REST credentials. */
type Sandbox = Pick<SandboxProcess, 'url' | 'wooFetch'>;

/** Reads the seeded sandbox over REST, as any client would, to find ids for API tests. */
export async function wcGet<T = Record<string, unknown>[]>(sandbox: Sandbox, path: string): Promise<T> {
  const response = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

type P = {
  id: number;
  slug: string;
  type: string;
  price: string;
  on_sale: boolean;
  categories: { slug: string }[];
  variations: number[];
};

export type SeededIds = {
  perfume: { id: number; variationId: number; price: number };
  simple: { id: number; price: number };
  sale: { id: number; price: number };
  aromas: number[];
  gifts: number[];
  set6: { id: number; price: number };
  certificateElectronic: number;
};

async function inCategory(sandbox: Sandbox, slug: string): Promise<P[]> {
  const [category] = await wcGet<{ id: number }[]>(sandbox, `products/categories?slug=${slug}`);
  return wcGet<P[]>(sandbox, `products?category=${category.id}&per_page=100`);
}

export async function seededIds(sandbox: Sandbox): Promise<SeededIds> {
  const [women, cosmetics, aromas, gifts, sets] = await Promise.all([
    inCategory(sandbox, 'women'),
    inCategory(sandbox, 'dekoratyvna-kosmetyka'),
    inCategory(sandbox, 'aroma-samples'),
    inCategory(sandbox, 'gift-samples'),
    inCategory(sandbox, 'discovery-sets'),
  ]);
  const variable = women.find((p) => p.type === 'variable' && !p.on_sale)!;
  const [variation] = await wcGet<{ id: number; price: string }[]>(
    sandbox,
    `products/${variable.id}/variations`,
  );
  const simple = cosmetics.find((p) => !p.on_sale)!;
  const sale = cosmetics.find((p) => p.on_sale)!;
  const set6 = sets.find((p) => p.slug === 'discovery-set-6')!;
  const [certificate] = await wcGet<P[]>(sandbox, 'products?slug=certificate-electronic');
  return {
    perfume: { id: variable.id, variationId: variation.id, price: Number(variation.price) },
    simple: { id: simple.id, price: Number(simple.price) },
    sale: { id: sale.id, price: Number(sale.price) },
    aromas: aromas.map((p) => p.id),
    gifts: gifts.map((p) => p.id),
    set6: { id: set6.id, price: Number(set6.price) },
    certificateElectronic: certificate.id,
  };
}

/**
 * For one test file: a fresh sandbox as the shop's WooCommerce (WOOCOMMERCE_URL) and the ids of its
 * seed, ready in every test and stopped after the file.
 */
export function seededWooCommerceForFile(): { readonly sandbox: SandboxProcess; readonly ids: SeededIds } {
  const backend = {} as { sandbox: SandboxProcess; ids: SeededIds };
  beforeAll(async () => {
    backend.sandbox = await startSandboxProcess();
    useAsShopBackend(backend.sandbox.url);
    backend.ids = await seededIds(backend.sandbox);
  });
  afterAll(() => backend.sandbox.close());
  return backend;
}
