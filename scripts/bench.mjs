// `npm run bench`: the performance issue's figures in one run, against a built shop and the sandbox
// that are already running; `npm run bench -- --lighthouse` adds the Lighthouse rows
// (scripts/bench-lighthouse.mjs, about a minute more) to the same run and table. It reports; it never
// fails the build (exit 1 only when a server is missing). Settings: SHOP_URL, SANDBOX_URL, BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS,
// BENCH_API_CONNECTIONS, BENCH_STATIC_PATH, BENCH_EMPTY_PATH, BENCH_CATEGORY, BENCH_ORDERS,
// BENCH_ORDERS_WARMUP, BENCH_SEARCH_CONNECTIONS. Row (f), /api/search, needs the shop started with
// TRUSTED_PROXY_HOPS=1: it sends each search as another client (X-Forwarded-For), else the search's
// per-client limit refuses the bench after 240 searches. Start the shop with BENCH_PAGES=1 as well:
// the bare pages the bench compares against (/bench/empty for row (c), /bench/list, a dynamic page of
// 30 lines with no shop layout or data) answer 404 on a shop started without it.
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { benchOrders, cheapSimpleProduct } from './bench-orders.mjs';
import { lighthouseRows, printRows } from './bench-lighthouse.mjs';
import { OVER_HTTPS, sandboxClient } from './bench-sandbox.mjs';

const env = process.env;
const SHOP = (env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const SANDBOX = (env.SANDBOX_URL ?? 'http://localhost:4000').replace(/\/$/, '');
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
// The API comparison is about added latency, not saturation: fewer connections keep queueing out of it.
const API_CONNECTIONS = Number(env.BENCH_API_CONNECTIONS ?? 10);
const EMPTY_PATH = env.BENCH_EMPTY_PATH ?? '/bench/empty';
const CATEGORY = env.BENCH_CATEGORY ?? 'women';
const ORDERS = Number(env.BENCH_ORDERS ?? 100);
const ORDERS_WARMUP = Number(env.BENCH_ORDERS_WARMUP ?? 10);
const SEARCH_CONNECTIONS = Number(env.BENCH_SEARCH_CONNECTIONS ?? 20);

/** What shoppers type into the header's field, in the three languages, on the demo catalogue. */
const SEARCHES = [
  ['uk', 'уд нуар'],
  ['uk', 'ваніль'],
  ['uk', 'велв'],
  ['uk', 'деревний'],
  ['en', 'vanilla'],
  ['en', 'santal crem'],
  ['en', 'pink pepper'],
  ['en', 'rose'],
  ['ru', 'жасмин'],
  ['ru', 'мужские'],
  ['ru', 'бергамот'],
  ['uk', 'xyzzy'],
];

/**
 * Each search as another client (198.18.0.0/15, the range set aside for benchmarks), cycling through
 * SEARCHES: the route allows one client a few searches a second, and the bench measures throughput.
 */
function searchRequests() {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        const [lng, q] = SEARCHES[n % SEARCHES.length];
        const client = 1024 + (n++ % 65_000);
        return {
          ...request,
          path: `/api/search?${new URLSearchParams({ q, locale: lng, limit: '6' })}`,
          headers: { ...request.headers, 'x-forwarded-for': `198.18.${client >> 8}.${client & 255}` },
        };
      },
    },
  ];
}

const { wooUrl, json, sample } = sandboxClient(SANDBOX);

async function reachable(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** autocannon reports p90 and p97.5 but no p95, so latencies are collected from each response. */
async function load(label, url, { connections = CONNECTIONS, ...request } = {}) {
  process.stdout.write(`  ${label}: warm-up ${WARMUP_SECONDS} s, `);
  await autocannon({ url, connections, duration: WARMUP_SECONDS, ...request });
  process.stdout.write(`measuring ${SECONDS} s\n`);
  const latencies = [];
  const instance = autocannon({ url, connections, duration: SECONDS, ...request });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const p95 = latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))]
    : NaN;
  return { rps: result.requests.average, p95, failed: result.errors + result.timeouts + result.non2xx };
}

/**
 * (a) in ROUNDS alternating rounds, each figure the median of its rounds: on a shared machine the
 * load changes from one minute to the next, and one long run of each would compare two different
 * machines.
 */
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
async function alternate(catalogRun, fileRun) {
  const catalogs = [];
  const files = [];
  for (let i = 0; i < ROUNDS; i++) {
    catalogs.push(await catalogRun());
    files.push(await fileRun());
  }
  const median = (runs) => {
    const sorted = [...runs].sort((a, b) => a.rps - b.rps);
    return { ...sorted[Math.floor(sorted.length / 2)], failed: runs.reduce((n, r) => n + r.failed, 0) };
  };
  const ratios = catalogs.map((c, i) => c.rps / files[i].rps);
  return { catalog: median(catalogs), file: median(files), ratios };
}

/** A route that redirects (say, a trailing slash) is measured at its final address. */
async function finalUrl(url, init) {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  return response.status >= 300 && response.status < 400 && location
    ? new URL(location, url).toString()
    : url;
}

/** Bytes of every `<script src>` a page loads from the shop: its first-load JavaScript. */
async function firstLoadJs(path) {
  const response = await fetch(`${SHOP}${path}`);
  const html = await response.text();
  const sources = [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const url = new URL(src.replaceAll('&amp;', '&'), `${SHOP}/`);
    if (url.origin !== new URL(SHOP).origin) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body).length;
  }
  return { status: response.status, raw, gzip, scripts: sources.length };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const kb = (bytes) => `${fmt(bytes / 1024)} KB`;

async function main() {
  const [shopUp, sandboxUp] = await Promise.all([reachable(`${SHOP}/`), reachable(`${SANDBOX}/`)]);
  if (!shopUp || !sandboxUp) {
    console.error(
      [
        `The benchmark needs both servers running:`,
        `  shop    ${SHOP} ${shopUp ? 'up' : 'NOT REACHABLE'}`,
        `  sandbox ${SANDBOX} ${sandboxUp ? 'up' : 'NOT REACHABLE'}`,
        `Start them with a production build, e.g. \`npm run build && npm start\` (starts the sandbox too),`,
        `or \`npm run sandbox\` and \`npx next start\` in two terminals; then run \`npm run bench\` again.`,
      ].join('\n'),
    );
    process.exit(1);
  }

  const { category, product } = await sample(CATEGORY);

  let staticPath = env.BENCH_STATIC_PATH;
  for (const candidate of staticPath ? [] : ['/robots.txt', '/favicon.ico']) {
    if ((await fetch(`${SHOP}${candidate}`)).ok) staticPath = candidate;
    if (staticPath) break;
  }

  console.log(`(a) /catalog vs a static file, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds`);
  // As a browser asks for a page: the shop serves kept HTML only to requests that accept it.
  const { catalog, file, ratios } = await alternate(
    () => load('/catalog', `${SHOP}/catalog`, { headers: { accept: 'text/html' } }),
    () => (staticPath ? load(staticPath, `${SHOP}${staticPath}`) : { rps: NaN, p95: NaN, failed: 0 }),
  );

  console.log(`(b) POST /api/filters/ vs the WooCommerce call behind it, ${API_CONNECTIONS} connections`);
  const body = JSON.stringify({ data: { page: 1, per_page: 12, category: CATEGORY }, locale: 'uk' });
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
  const filtersUrl = await finalUrl(`${SHOP}/api/filters/`, post);
  const filters = await load('/api/filters/', filtersUrl, { connections: API_CONNECTIONS, ...post });
  const woo = await load(
    'sandbox products',
    wooUrl('products', { category: category.id, per_page: 100, lang: 'uk' }),
    { connections: API_CONNECTIONS, headers: OVER_HTTPS },
  );

  console.log(
    `(f) GET /api/search vs a static file, ${SEARCH_CONNECTIONS} connections, ${ROUNDS} alternating rounds`,
  );
  const search = await alternate(
    () =>
      load('/api/search', `${SHOP}/api/search`, {
        connections: SEARCH_CONNECTIONS,
        requests: searchRequests(),
      }),
    () =>
      staticPath
        ? load(staticPath, `${SHOP}${staticPath}`, { connections: SEARCH_CONNECTIONS })
        : { rps: NaN, p95: NaN, failed: 0 },
  );

  console.log(`(c) first-load JavaScript: /${product.slug} vs ${EMPTY_PATH}`);
  const productJs = await firstLoadJs(`/${product.slug}`);
  const emptyJs = await firstLoadJs(EMPTY_PATH);

  console.log(`(d) POST /api/orders vs the raw WooCommerce order create, sequential`);
  const cheap = await cheapSimpleProduct(json, wooUrl);
  const orders = await benchOrders({
    shopUrl: SHOP,
    wooUrl,
    product: cheap,
    count: ORDERS,
    warmup: ORDERS_WARMUP,
  });

  const ratioA = catalog.rps / file.rps;
  const ratioB = filters.p95 / woo.p95;
  const ratioC = emptyJs.status === 200 ? productJs.gzip / emptyJs.gzip : NaN;
  const addedD = orders.route.p95 - orders.raw.p95;
  const ratioF = search.catalog.rps / search.file.rps;
  const verdict = (ok, value) => (Number.isFinite(value) ? (ok ? 'yes' : 'NO') : 'n/a');
  const rows = [
    [
      '/catalog',
      `${fmt(catalog.rps, 0)} req/s, p95 ${fmt(catalog.p95)} ms, ${catalog.failed} failed`,
      '',
      '',
    ],
    [staticPath ?? 'static file', `${fmt(file.rps, 0)} req/s, p95 ${fmt(file.p95)} ms`, '', ''],
    [
      '(a) /catalog / static throughput',
      `${fmt(ratioA, 2)} (rounds ${ratios.map((r) => fmt(r, 2)).join(', ')})`,
      '≥ 0.5',
      verdict(ratioA >= 0.5, ratioA),
    ],
    [
      `/${product.slug} first-load JS`,
      `${kb(productJs.gzip)} gz (${kb(productJs.raw)}), ${productJs.scripts} scripts`,
      '',
      '',
    ],
    [
      `${EMPTY_PATH} (bare page) JS`,
      `${kb(emptyJs.gzip)} gz (${kb(emptyJs.raw)}), HTTP ${emptyJs.status}`,
      '',
      '',
    ],
    ['(c) product / bare page JS (gzip)', `${fmt(ratioC, 2)}×`, '≤ 1.3×', verdict(ratioC <= 1.3, ratioC)],
    ['POST /api/orders', `p95 ${fmt(orders.route.p95)} ms, ${fmt(orders.route.rps)} orders/s`, '', ''],
    ['sandbox POST orders', `p95 ${fmt(orders.raw.p95)} ms, ${fmt(orders.raw.rps)} orders/s`, '', ''],
    ['GET /api/health (no-op route)', `p95 ${fmt(orders.noop.p95)} ms`, '', ''],
    [
      '(d) order route p95 − raw create p95',
      `${fmt(addedD)} ms = ${fmt(addedD / orders.noop.p95, 2)}× the no-op route`,
      '≤ 1.5× no-op',
      verdict(addedD <= 1.5 * orders.noop.p95, addedD),
    ],
    [
      'POST /api/filters/ (earlier issue)',
      `p95 ${fmt(filters.p95)} ms, ${fmt(filters.rps, 0)} req/s`,
      '',
      '',
    ],
    ['sandbox GET products', `p95 ${fmt(woo.p95)} ms, ${fmt(woo.rps, 0)} req/s`, '', ''],
    ['(b) filters route / raw call p95', `${fmt(ratioB, 2)}×`, '≤ 1.2×', verdict(ratioB <= 1.2, ratioB)],
    [
      'GET /api/search (demo catalogue)',
      `${fmt(search.catalog.rps, 0)} req/s, p95 ${fmt(search.catalog.p95)} ms, ${search.catalog.failed} failed`,
      '',
      '',
    ],
    [
      `${staticPath ?? 'static file'}, ${SEARCH_CONNECTIONS} connections`,
      `${fmt(search.file.rps, 0)} req/s, p95 ${fmt(search.file.p95)} ms`,
      '',
      '',
    ],
    [
      `(f) /api/search ÷ static file, ${SEARCH_CONNECTIONS} connections`,
      `${fmt(ratioF, 2)} (rounds ${search.ratios.map((r) => fmt(r, 2)).join(', ')})`,
      '≥ 0.4, no errors',
      verdict(ratioF >= 0.4 && search.catalog.failed === 0, ratioF),
    ],
  ];
  const notes = [];
  if (process.argv.includes('--lighthouse')) {
    console.log('(e) Lighthouse, mobile, simulated throttling');
    const lighthouse = await lighthouseRows(SHOP, `/${product.slug}`);
    rows.push(...lighthouse.rows);
    notes.push(...lighthouse.notes);
  } else {
    rows.push(['Lighthouse rows', 'not run: add --lighthouse (or npm run bench:lighthouse)', '', 'n/a']);
  }
  printRows(rows);
  for (const note of notes) console.log(`note: ${note}`);
  const failed = {
    '/catalog': catalog,
    [staticPath]: file,
    '/api/filters/': filters,
    '/api/search': search.catalog,
    sandbox: woo,
    '/api/orders': orders.route,
    'sandbox orders': orders.raw,
  };
  for (const [name, run] of Object.entries(failed)) {
    if (run.failed > 0) console.log(`note: ${name} had ${run.failed} failed or non-2xx responses`);
  }
  if (search.catalog.failed > 0)
    console.log(
      'note: /api/search refused or failed searches: is the shop started with TRUSTED_PROXY_HOPS=1?',
    );
  if (!staticPath) console.log('note: no static file found; set BENCH_STATIC_PATH (e.g. a file in public/)');
  if (emptyJs.status !== 200)
    console.log(`note: ${EMPTY_PATH} answered ${emptyJs.status}; is the shop started with BENCH_PAGES=1?`);
}

main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});
