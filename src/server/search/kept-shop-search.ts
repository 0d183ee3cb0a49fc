import 'server-only';
import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '@/config/shop';
import { buildShopSearch, type SearchCatalog, type ShopSearch } from '@/domain/search/shop-search';
import { serverEnv } from '@/server/env';
import { expiryGeneration } from '@/server/page-cache/page-cache';
import { loadSearchableCatalog } from '@/server/woocommerce/catalog';
import { listCategories } from '@/server/woocommerce/products';

/*
 * The shop's search index, built in this process from the catalogue reads the pages already cache
 * (docs/search.md). Built on the first search; afterwards it answers at once while it is checked in
 * the background: after a product webhook (expiryGeneration: one through this replica, or through
 * any replica when Redis is set), and once the data cache may have read WooCommerce again on its
 * own (CACHE_REVALIDATE_SECONDS). The catalogue is read again (a data cache hit unless it changed)
 * and the index rebuilt only when that read differs from the one it was built from. Each replica
 * keeps its own index.
 */

/**
 * Checks at most this often: a bulk edit in WooCommerce sends a webhook per product, and each
 * rebuild of a large catalogue's index takes the process seconds (docs/search.md).
 */
const CHECK_INTERVAL_MS = 5_000;
/** After a failed check the old index answers, and the platform is asked again this much later. */
const RETRY_MS = 10_000;

type Kept = {
  search: Promise<ShopSearch>;
  /** A digest of the catalogue the index was built from. */
  built: string;
  checkedAt: number;
  generation: number;
  checking: boolean;
};

const MEMORY = Symbol.for('storefront.shopSearch');
const holder = globalThis as typeof globalThis & { [MEMORY]?: Kept | null };

/** Before this the data cache answers what the index was built from, unless a webhook expired it. */
const freshMs = () => Math.max(CHECK_INTERVAL_MS, serverEnv().cacheRevalidateSeconds * 1000);

function byLanguage<T>(values: T[]): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((lng, i) => [lng, values[i]])) as Record<Language, T>;
}

async function readCatalog(): Promise<{ catalog: SearchCatalog; digest: string }> {
  const [products, categories] = await Promise.all([
    Promise.all(LANGUAGES.map(loadSearchableCatalog)),
    Promise.all(LANGUAGES.map(listCategories)),
  ]);
  const catalog = {
    products: byLanguage(products),
    categories: byLanguage(categories.map((list) => list.map(({ slug, name }) => ({ slug, name })))),
  };
  const digest = createHash('sha256').update(JSON.stringify(catalog)).digest('base64');
  return { catalog, digest };
}

function firstBuild(): Kept {
  const kept: Kept = {
    search: Promise.resolve(null as never),
    built: '',
    checkedAt: Date.now(),
    generation: expiryGeneration(),
    checking: false,
  };
  kept.search = readCatalog().then(({ catalog, digest }) => {
    kept.built = digest;
    return buildShopSearch(catalog);
  });
  // A failed first build is not kept: the next search reads again.
  kept.search.catch(() => {
    if (holder[MEMORY] === kept) holder[MEMORY] = null;
  });
  return kept;
}

async function check(kept: Kept): Promise<void> {
  kept.checking = true;
  const generation = expiryGeneration();
  try {
    const { catalog, digest } = await readCatalog();
    if (digest !== kept.built) {
      kept.search = Promise.resolve(buildShopSearch(catalog));
      kept.built = digest;
    }
    kept.checkedAt = Date.now();
  } catch (error) {
    console.error('search: the catalogue could not be read again; the index built before answers', error);
    kept.checkedAt = Date.now() - freshMs() + RETRY_MS;
  } finally {
    kept.generation = generation;
    kept.checking = false;
  }
}

/** The search over the shop's catalogue as this process last read it. */
export function keptShopSearch(): Promise<ShopSearch> {
  const kept = holder[MEMORY];
  if (!kept) return (holder[MEMORY] = firstBuild()).search;
  const age = Date.now() - kept.checkedAt;
  const stale = (kept.generation !== expiryGeneration() && age >= CHECK_INTERVAL_MS) || age >= freshMs();
  if (stale && !kept.checking) void check(kept);
  return kept.search;
}

/**
 * The index if it is ready within `ms`, else null while its first build goes on: at thousands of
 * products the first read of the catalogue takes the better part of a minute.
 */
export async function shopSearchWithin(ms: number): Promise<ShopSearch | null> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)));
  try {
    return await Promise.race([keptShopSearch(), waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** Drops the index (tests): the next search builds it again. */
export function forgetShopSearch(): void {
  holder[MEMORY] = null;
}
