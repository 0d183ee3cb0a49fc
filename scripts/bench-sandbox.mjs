// What the benchmark scripts read from the sandbox's WooCommerce: its keys (the environment's, else
// .env.example's) and a product of a category to measure.
import fs from 'node:fs';

function envExample() {
  const file = new URL('../.env.example', import.meta.url);
  if (!fs.existsSync(file)) return {};
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
}

/*
 * WooCommerce takes keys in the query only over https; over plain http it wants every request signed
 * with OAuth 1.0a and a fresh nonce, which a load generator repeating one request cannot do. These
 * scripts call the sandbox directly, so they say what a TLS proxy in front of it would
 * (sandbox/README.md, WooCommerce Auth).
 */
export const OVER_HTTPS = { 'X-Forwarded-Proto': 'https' };

export function sandboxClient(sandbox) {
  const example = envExample();
  const key = process.env.WOOCOMMERCE_CONSUMER_KEY ?? example.WOOCOMMERCE_CONSUMER_KEY;
  const secret = process.env.WOOCOMMERCE_CONSUMER_SECRET ?? example.WOOCOMMERCE_CONSUMER_SECRET;
  const wooUrl = (path, query = {}) => {
    const url = new URL(`${sandbox}/wp-json/wc/v3/${path}`);
    for (const [k, v] of Object.entries({ ...query, consumer_key: key, consumer_secret: secret })) {
      url.searchParams.set(k, String(v));
    }
    return url.toString();
  };
  const json = async (url) => {
    const response = await fetch(url, { headers: OVER_HTTPS, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${url.split('?')[0]} answered ${response.status}`);
    return response.json();
  };
  /** The category and its first published product, as the sandbox lists them. */
  const sample = async (categorySlug) => {
    const [category] = await json(wooUrl('products/categories', { slug: categorySlug, lang: 'uk' }));
    if (!category) throw new Error(`the sandbox has no category "${categorySlug}"`);
    const [product] = await json(
      wooUrl('products', { category: category.id, per_page: 1, status: 'publish' }),
    );
    if (!product) throw new Error(`the sandbox category "${categorySlug}" has no products`);
    return { category, product };
  };
  return { wooUrl, json, sample };
}
