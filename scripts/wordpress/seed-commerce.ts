// The sandbox's demo shop (catalogue, reviews, coupons, customers, orders) written into a real
// WordPress + WooCommerce through its REST APIs, so seeding also exercises the platform the shop
// talks to. Runs once on a fresh site; the caller marks the site seeded.
//
//   npx tsx scripts/wordpress/seed-commerce.ts --state .wordpress/state.json [--verify]
//   npx tsx scripts/wordpress/seed-commerce.ts --url http://127.0.0.1:8080 --user admin --app-password …
import fs from 'node:fs';
import { emptyIdMaps, type SeedRun } from './seed/context';
import { seedCoupons } from './seed/coupons';
import { seedCustomers } from './seed/customers';
import { readDemoShop } from './seed/demo-shop';
import { catalogImagePaths, uploadImages } from './seed/media';
import { seedOrders } from './seed/orders';
import { seedProducts, seedVariations } from './seed/products';
import { restClient } from './seed/rest';
import { seedReviews } from './seed/reviews';
import { seedTaxonomies } from './seed/taxonomies';
import { verifySeed, type Check } from './seed/verify';
import { pauseWebhooks } from './seed/webhooks';

export interface SeedCommerceOptions {
  url: string;
  user: string;
  /** An application password of an administrator (HTTP Basic works for /wp/v2 and /wc/v3). */
  appPassword: string;
  log?: (line: string) => void;
  /** Reads a few things back afterwards and reports them. */
  verify?: boolean;
}

export interface SeedCommerceResult {
  seconds: number;
  /** What WordPress refused, one line each; empty when everything went in. */
  problems: string[];
  checks: Check[];
}

export async function seedCommerce({
  url,
  user,
  appPassword,
  log = console.log,
  verify = false,
}: SeedCommerceOptions): Promise<SeedCommerceResult> {
  const started = Date.now();
  const shop = await readDemoShop();
  const run: SeedRun = {
    client: restClient({ url, user, appPassword }),
    shop,
    ids: emptyIdMaps(),
    problems: [],
    log,
  };
  const resumeWebhooks = await pauseWebhooks(run.client);
  try {
    await writeShop(run);
  } finally {
    await resumeWebhooks();
  }

  const checks = verify ? await verifySeed(run) : [];
  for (const c of checks)
    log(
      `${c.ok ? 'ok  ' : 'FAIL'} ${c.what}: ${JSON.stringify(c.actual)}${c.ok ? '' : ` (expected ${JSON.stringify(c.expected)})`}`,
    );
  for (const problem of run.problems) log(`refused: ${problem}`);
  const seconds = (Date.now() - started) / 1000;
  log(`seed done in ${seconds.toFixed(1)} s${run.problems.length ? `, ${run.problems.length} refused` : ''}`);
  return { seconds, problems: run.problems, checks };
}

/** The steps in the order their references need: each refers only to what an earlier one made. */
async function writeShop(run: SeedRun): Promise<void> {
  const { shop, ids, log } = run;
  const step = async <T>(kind: string, work: () => Promise<T>, describe: (result: T) => string) => {
    const started = Date.now();
    const result = await work();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`seed ${kind.padEnd(11)} ${describe(result).padEnd(52)} ${seconds.padStart(6)} s`);
    return result;
  };
  await step(
    'taxonomies',
    () => seedTaxonomies(run),
    () =>
      `${ids.category.size} categories, ${ids.tag.size} tags, ${ids.attribute.size} attributes, ${ids.term.size} terms`,
  );
  await step(
    'images',
    async () => {
      const uploaded = await uploadImages(run, catalogImagePaths(run));
      await setCategoryImages(run);
      return uploaded;
    },
    (n) => `${n} media uploaded`,
  );
  await step(
    'products',
    () => seedProducts(run),
    (n) => `${n} of ${shop.products.length} products`,
  );
  await step(
    'variations',
    () => seedVariations(run),
    (n) => `${n} of ${shop.variations.length} variations`,
  );
  await step(
    'reviews',
    () => seedReviews(run),
    (r) => `${r.reviews} of ${shop.reviews.length} reviews, ${r.photos} photos, ${r.languages} languages`,
  );
  await step(
    'coupons',
    () => seedCoupons(run),
    (n) => `${n} of ${shop.coupons.length} coupons`,
  );
  await step(
    'customers',
    () => seedCustomers(run),
    (n) => `${n} of ${shop.customers.length} customers`,
  );
  await step(
    'orders',
    () => seedOrders(run),
    (r) => `${r.demo} demo orders, ${r.couponUses} coupon-use orders`,
  );
}

/** Category pictures need both the categories (step 1) and the media (step 2). */
async function setCategoryImages(run: SeedRun): Promise<void> {
  const update = run.shop.categories
    .filter((c) => c.image_path && run.ids.media.has(c.image_path) && run.ids.category.has(c.id))
    .map((c) => ({ id: run.ids.category.get(c.id)!, image: { id: run.ids.media.get(c.image_path!) } }));
  if (update.length > 0) await run.client.json('POST', '/wc/v3/products/categories/batch', { update });
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const stateFile = argument('state');
  const state = stateFile
    ? (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as {
        url: string;
        adminUser: string;
        adminAppPassword: string;
      })
    : undefined;
  const url = argument('url') ?? state?.url;
  const user = argument('user') ?? state?.adminUser ?? 'admin';
  const appPassword = argument('app-password') ?? state?.adminAppPassword;
  if (!url || !appPassword) {
    console.error(
      'usage: seed-commerce.ts --state <dir>/state.json | --url <url> --user <user> --app-password <pw> [--verify]',
    );
    process.exitCode = 2;
    return;
  }
  const result = await seedCommerce({ url, user, appPassword, verify: process.argv.includes('--verify') });
  process.exitCode = result.problems.length > 0 || result.checks.some((c) => !c.ok) ? 1 : 0;
}

if (require.main === module) void main();
