// The same demo shop as the sandbox's, written into the real WordPress through its own APIs
// (WooCommerce REST, WordPress REST and media, WPGraphQL): the catalogue, reviews, coupons and
// orders, then the posts, pages and prize wheels in three languages.
import { PlatformError } from './platform.mjs';
import { seedCommerce } from './seed-commerce.ts';
import { seedContent } from './seed-content.ts';

export async function seedPlatform(site, { siteDir, log }) {
  const started = Date.now();
  const api = { url: site.url, user: site.adminUser, appPassword: site.adminAppPassword, log };
  const commerce = await seedCommerce({ ...api, verify: true });
  const refused = [
    ...commerce.problems,
    ...commerce.checks
      .filter((c) => !c.ok)
      .map((c) => `${c.what}: ${JSON.stringify(c.actual)}, expected ${JSON.stringify(c.expected)}`),
  ];
  if (refused.length > 0) throw new PlatformError(`The seed was refused:\n${refused.join('\n')}`);
  await seedContent({ ...api, siteDir });
  log(`demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
