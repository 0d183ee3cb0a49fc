// The same demo shop as the sandbox's, written into the real WordPress through its own APIs
// (WooCommerce REST, WordPress REST and media): the catalogue, reviews, coupons and orders, then the
// posts, pages and prize wheels in three languages.
import { seedCommerce } from './seed-commerce.ts';
import { seedContent } from './seed-content.ts';

export async function seedPlatform(site, { siteDir, log }) {
  const started = Date.now();
  const api = { url: site.url, user: site.adminUser, appPassword: site.adminAppPassword, log };
  await seedCommerce(api);
  await seedContent({ ...api, siteDir });
  log(`demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
