// `npm run bench`: the performance issues' figures in one run, against a built shop and the sandbox
// that are already running; `npm run bench -- --lighthouse` adds the Lighthouse rows
// (scripts/bench-lighthouse.mjs, about a minute more) to the same run and table, and
// `npm run bench -- --only=a,f` runs only those rows. It reports; it never fails the build (exit 1
// only when a server is missing). Rows (i) and (d) read the shop's memory from /proc: run the bench
// on the shop's machine, the shop started as `npm start` starts it (its heap bounded, docs/deploy.md
// "Memory"; with Node's own limit the garbage of rows a–h stays in the resident size row (i) reads). Settings: SHOP_URL, SANDBOX_URL, BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS,
// BENCH_API_CONNECTIONS, BENCH_STATIC_PATH, BENCH_EMPTY_PATH, BENCH_CATEGORY, BENCH_ORDERS,
// BENCH_ORDERS_WARMUP, BENCH_SEARCH_CONNECTIONS. Row (f), /api/search, needs the shop started with
// TRUSTED_PROXY_HOPS=1: it sends each search as another client (X-Forwarded-For), else the search's
// per-client limit refuses the bench after 240 searches. Start the shop with BENCH_PAGES=1 as well:
// the bare pages the bench compares against (/bench/empty for row (c), /bench/list for row (h), a
// dynamic page of 30 lines with no shop layout or data) answer 404 on a shop started without it.
import os from 'node:os';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { listeningPid, watchMemory } from './bench-memory.mjs';
import { benchOrders, cheapSimpleProduct, concurrentOrders, SETTLE_MS } from './bench-orders.mjs';
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
const LIST_PATH = env.BENCH_LIST_PATH ?? '/bench/list';
const CATEGORY = env.BENCH_CATEGORY ?? 'women';
const ORDERS = Number(env.BENCH_ORDERS ?? 100);
const ORDERS_WARMUP = Number(env.BENCH_ORDERS_WARMUP ?? 10);
const SEARCH_CONNECTIONS = Number(env.BENCH_SEARCH_CONNECTIONS ?? 20);
const RENDER_CONNECTIONS = Number(env.BENCH_RENDER_CONNECTIONS ?? 10);
const PLACERS = Number(env.BENCH_PLACERS ?? 20);
const CONCURRENT_ORDERS = Number(env.BENCH_CONCURRENT_ORDERS ?? 200);
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (row) => !ONLY || ONLY.includes(row);

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

/** The nth of 130,000 clients in 198.18.0.0/15, the range set aside for benchmarks (X-Forwarded-For). */
function benchClient(n) {
  const client = 1024 + (n % 130_000);
  return { 'x-forwarded-for': `198.${18 + (client >> 16)}.${(client >> 8) & 255}.${client & 255}` };
}

/**
 * Each search as another client, cycling through SEARCHES: the route allows one client a few
 * searches a second, and the bench measures throughput.
 */
function searchRequests() {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        const [lng, q] = SEARCHES[n % SEARCHES.length];
        return {
          ...request,
          path: `/api/search?${new URLSearchParams({ q, locale: lng, limit: '6' })}`,
          headers: { ...request.headers, ...benchClient(n++) },
        };
      },
    },
  ];
}

/**
 * `path` asked by another client each request: one client has three renders at a time
 * (src/server/page-cache/render-gates.ts), and row (h) measures what a render costs.
 */
function manyClientRequests(path) {
  let n = 0;
  return [
    {
      setupRequest: (request) => ({ ...request, path, headers: { ...request.headers, ...benchClient(n++) } }),
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
/** The `q` quantile of ascending `sorted`; NaN for none. */
const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] : NaN;

/** `{ 200: 70, 429: 5948 }` as "70 × 200, 5948 × 429". */
const statusCounts = (statuses) =>
  Object.entries(statuses)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ');

async function load(label, url, { connections = CONNECTIONS, ...request } = {}) {
  process.stdout.write(`  ${label}: warm-up ${WARMUP_SECONDS} s, `);
  await autocannon({ url, connections, duration: WARMUP_SECONDS, ...request });
  process.stdout.write(`measuring ${SECONDS} s\n`);
  const latencies = [];
  const instance = autocannon({ url, connections, duration: SECONDS, ...request });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p95: percentile(latencies, 0.95),
    p975: percentile(latencies, 0.975),
    failed: result.errors + result.timeouts + result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
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

/**
 * Bytes of every `<script src>` a page loads from the shop: its first-load JavaScript. Next's
 * polyfills for browsers without modules are marked `noModule`, which every browser the shop supports
 * skips without fetching (38.7 KB gzip): counting them on both sides had hidden ~6 points of the ratio.
 */
async function firstLoadJs(path) {
  const response = await fetch(`${SHOP}${path}`);
  const html = await response.text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  const fetched = tags.filter((m) => !/\bnoModule\b/i.test(m[0]));
  const sources = [...new Set(fetched.map((m) => m[1]))];
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

/**
 * Each request another never-seen value of `parameter`, as ads, mailings and crawlers send them;
 * with `manyClients`, each from another client too.
 */
function newValueRequests(path, parameter, { manyClients = false } = {}) {
  let n = Math.floor(Math.random() * 1e9);
  return [
    {
      setupRequest: (request) => {
        n++;
        const headers = manyClients ? { ...request.headers, ...benchClient(n) } : request.headers;
        return { ...request, path: `${path}?${parameter}=${n}`, headers };
      },
    },
  ];
}

const verdict = (ok, value) => (Number.isFinite(value) ? (ok ? 'yes' : 'NO') : 'n/a');
const runLine = (run) => `${fmt(run.rps, 0)} req/s, p95 ${fmt(run.p95)} ms, ${run.failed} failed`;

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
  const categoryPath = `/catalog/${CATEGORY}`;
  const pid = listeningPid(new URL(SHOP).port || 80);

  let staticPath = env.BENCH_STATIC_PATH;
  for (const candidate of staticPath ? [] : ['/robots.txt', '/favicon.ico']) {
    if ((await fetch(`${SHOP}${candidate}`)).ok) staticPath = candidate;
    if (staticPath) break;
  }
  const staticRun = (connections) =>
    staticPath
      ? load(staticPath, `${SHOP}${staticPath}`, { connections })
      : { rps: NaN, p95: NaN, failed: 0 };
  const html = { headers: { accept: 'text/html' } };
  const rows = [];
  const notes = [];
  const failed = {};

  if (runs('a')) {
    console.log(
      `(a) ${categoryPath} vs a static file, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds`,
    );
    // As a browser asks for a page: the shop serves kept HTML only to requests that accept it.
    const { catalog, file, ratios } = await alternate(
      () => load(categoryPath, `${SHOP}${categoryPath}`, html),
      () => staticRun(CONNECTIONS),
    );
    const ratio = catalog.rps / file.rps;
    failed[categoryPath] = catalog;
    rows.push(
      [`${categoryPath} (kept)`, runLine(catalog), '', ''],
      [staticPath ?? 'static file', runLine(file), '', ''],
      [
        '(a) kept page / static throughput',
        `${fmt(ratio, 2)} (rounds ${ratios.map((r) => fmt(r, 2)).join(', ')})`,
        '≥ 0.5',
        verdict(ratio >= 0.5, ratio),
      ],
    );
  }

  /** Rows (g) and (g2): the catalogue with `parameter` set to a new value for each request, as a browser asks. */
  const newValueRow = async (row, parameter, name) => {
    const path = `${categoryPath}?${parameter}=N`;
    console.log(`(${row}) ${path}, a new N each request, vs a static file, ${CONNECTIONS} connections`);
    const { catalog, file, ratios } = await alternate(
      () =>
        load(path, `${SHOP}${categoryPath}`, {
          ...html,
          requests: newValueRequests(categoryPath, parameter),
        }),
      () => staticRun(CONNECTIONS),
    );
    const ratio = catalog.rps / file.rps;
    failed[name] = catalog;
    rows.push(
      [path, `${runLine(catalog)}, p97.5 ${fmt(catalog.p975)} ms`, '', ''],
      [
        `(${row}) ${name} / static throughput`,
        `${fmt(ratio, 2)} (rounds ${ratios.map((r) => fmt(r, 2)).join(', ')})`,
        '≥ 0.3, p97.5 ≤ 1 s',
        verdict(ratio >= 0.3 && catalog.p975 <= 1000 && catalog.failed === 0, ratio),
      ],
    );
  };
  if (runs('g')) await newValueRow('g', 'utm_content', 'campaign links');
  // Beside (g): a parameter no page reads that crawlers, mail clients and affiliate links add (`ref`,
  // `fb_source`, `_hsenc`, …) and no list could name; the kept page's key has only what the page reads.
  if (runs('g2')) await newValueRow('g2', 'ref', 'unknown parameters');

  if (runs('h')) {
    console.log(
      `(h) a catalogue render vs ${LIST_PATH}, both rendered for each request, ${RENDER_CONNECTIONS} connections`,
    );
    // Without "Accept: text/html" nothing is served kept: each request is a render (data cache warm).
    const { catalog, file, ratios } = await alternate(
      () =>
        load(`${categoryPath} (render)`, `${SHOP}${categoryPath}`, {
          connections: RENDER_CONNECTIONS,
          requests: manyClientRequests(categoryPath),
        }),
      () =>
        load(LIST_PATH, `${SHOP}${LIST_PATH}`, {
          connections: RENDER_CONNECTIONS,
          requests: manyClientRequests(LIST_PATH),
        }),
    );
    const ratio = catalog.rps / file.rps;
    failed['catalogue render'] = catalog;
    failed[LIST_PATH] = file;
    rows.push(
      [`${categoryPath} rendered`, runLine(catalog), '', ''],
      [`${LIST_PATH} (bare dynamic page, 30 items)`, runLine(file), '', ''],
      [
        '(h) catalogue render / bare render',
        `${fmt(ratio, 2)} (rounds ${ratios.map((r) => fmt(r, 2)).join(', ')})`,
        '≥ 0.3',
        verdict(ratio >= 0.3, ratio),
      ],
    );
  }

  if (runs('b')) {
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
    const ratio = filters.p95 / woo.p95;
    failed['/api/filters/'] = filters;
    failed.sandbox = woo;
    rows.push(
      ['POST /api/filters/', `p95 ${fmt(filters.p95)} ms, ${fmt(filters.rps, 0)} req/s`, '', ''],
      ['sandbox GET products', `p95 ${fmt(woo.p95)} ms, ${fmt(woo.rps, 0)} req/s`, '', ''],
      ['(b) filters route / raw call p95', `${fmt(ratio, 2)}×`, '≤ 1.2×', verdict(ratio <= 1.2, ratio)],
    );
  }

  if (runs('f')) {
    console.log(
      `(f) GET /api/search vs a static file, ${SEARCH_CONNECTIONS} connections, ${ROUNDS} alternating rounds`,
    );
    const products = await productCount();
    // The first search builds the index; it is not what the row measures.
    await fetch(`${SHOP}/api/search?q=warm&locale=uk`, {
      headers: { 'x-forwarded-for': '198.19.0.1' },
      signal: AbortSignal.timeout(600_000),
    });
    const search = await alternate(
      () =>
        load('/api/search', `${SHOP}/api/search`, {
          connections: SEARCH_CONNECTIONS,
          requests: searchRequests(),
        }),
      () => staticRun(SEARCH_CONNECTIONS),
    );
    const ratio = search.catalog.rps / search.file.rps;
    failed['/api/search'] = search.catalog;
    rows.push(
      [`GET /api/search (${products} products)`, runLine(search.catalog), '', ''],
      [`${staticPath ?? 'static file'}, ${SEARCH_CONNECTIONS} connections`, runLine(search.file), '', ''],
      [
        `(f) /api/search ÷ static file, ${SEARCH_CONNECTIONS} connections`,
        `${fmt(ratio, 2)} (rounds ${search.ratios.map((r) => fmt(r, 2)).join(', ')})`,
        '≥ 0.4, no errors',
        verdict(ratio >= 0.4 && search.catalog.failed === 0, ratio),
      ],
    );
    if (search.catalog.failed > 0)
      notes.push('/api/search refused or failed searches: is the shop started with TRUSTED_PROXY_HOPS=1?');
  }

  if (runs('c')) {
    console.log(`(c) first-load JavaScript: /${product.slug} vs ${EMPTY_PATH}`);
    const productJs = await firstLoadJs(`/${product.slug}`);
    const emptyJs = await firstLoadJs(EMPTY_PATH);
    const ratio = emptyJs.status === 200 ? productJs.gzip / emptyJs.gzip : NaN;
    rows.push(
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
      ['(c) product / bare page JS (gzip)', `${fmt(ratio, 2)}×`, '≤ 1.3×', verdict(ratio <= 1.3, ratio)],
    );
    if (emptyJs.status !== 200)
      notes.push(
        `${EMPTY_PATH} answered ${emptyJs.status}: start the shop with BENCH_PAGES=1 for (c) and (h)`,
      );
  }

  if (runs('d') || runs('i')) {
    const cheap = await cheapSimpleProduct(json, wooUrl);
    if (runs('d')) {
      console.log(
        `(d) POST /api/orders vs the raw WooCommerce order create, sequential, ${SETTLE_MS} ms apart`,
      );
      const orders = await benchOrders({
        shopUrl: SHOP,
        wooUrl,
        product: cheap,
        count: ORDERS,
        warmup: ORDERS_WARMUP,
      });
      const added = orders.route.p95 - orders.raw.p95;
      failed['/api/orders'] = orders.route;
      failed['sandbox orders'] = orders.raw;
      rows.push(
        ['POST /api/orders', `p95 ${fmt(orders.route.p95)} ms, ${fmt(orders.route.rps)} orders/s`, '', ''],
        ['sandbox POST orders', `p95 ${fmt(orders.raw.p95)} ms, ${fmt(orders.raw.rps)} orders/s`, '', ''],
        ['GET /api/health (no-op route)', `p95 ${fmt(orders.noop.p95)} ms`, '', ''],
        [
          '(d) order route p95 − raw create p95',
          `${fmt(added)} ms = ${fmt(added / orders.noop.p95, 2)}× the no-op route`,
          '≤ 1.5× no-op',
          verdict(added <= 1.5 * orders.noop.p95, added),
        ],
      );
    }
    if (runs('i')) {
      console.log(
        `(i) the shop's memory under ${PLACERS} shoppers placing ${CONCURRENT_ORDERS} orders at once`,
      );
      const watched = pid
        ? await watchMemory(pid, () =>
            concurrentOrders({
              shopUrl: SHOP,
              wooUrl,
              product: cheap,
              placers: PLACERS,
              count: CONCURRENT_ORDERS,
            }),
          )
        : null;
      if (watched) {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        const idle = watched.after;
        rows.push([
          `(i) shop RSS, ${PLACERS} placers × ${CONCURRENT_ORDERS} orders`,
          `${fmt(watched.before, 0)} → peak ${fmt(watched.peak, 0)} MB (${fmt(idle, 0)} MB after; order p95 ${fmt(watched.result.p95, 0)} ms, ${watched.result.failed} failed)`,
          '≤ 300 MB',
          verdict(watched.peak <= 300, watched.peak),
        ]);
      } else {
        rows.push([
          '(i) shop RSS under concurrent orders',
          'n/a: the shop process was not found (run on its machine)',
          '≤ 300 MB',
          'n/a',
        ]);
      }
    }
  }

  // (j): addresses no one asked before that each make a render (a search term, N new each request):
  // answered at once, rendered or refused with 429, never queued for seconds; one client, then many.
  // After (i): the pages they render fill the kept-page store (up to 64 MB, outside the heap), which
  // (i) would then count on top of what orders cost (the same day: a 301 MB peak after them, 223 before).
  const floodRow = async (row, manyClients) => {
    const who = manyClients ? 'each request another client' : 'one client';
    const path = '/en/search?q=N';
    console.log(
      `(${row}) ${path}, a new N each request, ${who}, vs a static file, ${CONNECTIONS} connections`,
    );
    const { catalog, file, ratios } = await alternate(
      () =>
        load(`${path} (${who})`, `${SHOP}/en/search`, {
          ...html,
          requests: newValueRequests('/en/search', 'q', { manyClients }),
        }),
      () => staticRun(CONNECTIONS),
    );
    const ratio = catalog.rps / file.rps;
    const answered = statusCounts(catalog.statuses);
    const broken = Object.entries(catalog.statuses)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, catalog.errors);
    rows.push(
      [
        `${path}, ${who}`,
        `${fmt(catalog.rps, 0)} req/s, p97.5 ${fmt(catalog.p975)} ms (${answered})`,
        '',
        '',
      ],
      [
        `(${row}) never-asked pages, ${who} / static throughput`,
        `${fmt(ratio, 2)} (rounds ${ratios.map((r) => fmt(r, 2)).join(', ')})`,
        '≥ 0.3, p97.5 ≤ 1 s, no 5xx',
        verdict(ratio >= 0.3 && catalog.p975 <= 1000 && broken === 0, ratio),
      ],
    );
  };
  if (runs('j')) await floodRow('j', false);
  if (runs('j2')) await floodRow('j2', true);

  // (j3): the shop's own pages beside (j2)'s flood, as a shopper goes from page to page: Next's
  // navigations (not a browser's HTML request, so never kept: each one a render), one at a time.
  if (runs('j3')) {
    const pages = [categoryPath, `/${product.slug}`, '/en/about', '/blog', `/en${categoryPath}`, '/'];
    console.log(`(j3) ${pages.join(', ')} in turn, beside /en/search?q=N from many clients`);
    let flooding = true;
    const walk = (async () => {
      const times = [];
      const statuses = {};
      for (let i = 0; flooding; i++) {
        const started = performance.now();
        const response = await fetch(`${SHOP}${pages[i % pages.length]}`, {
          headers: { accept: '*/*', 'x-forwarded-for': '198.51.100.27' },
          redirect: 'manual',
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
      return { times: times.sort((a, b) => a - b), statuses };
    })();
    const flood = await load('/en/search?q=N (each request another client)', `${SHOP}/en/search`, {
      ...html,
      requests: newValueRequests('/en/search', 'q', { manyClients: true }),
    });
    flooding = false;
    const { times, statuses } = await walk;
    const [p50, p975] = [percentile(times, 0.5), percentile(times, 0.975)];
    const refused = Object.entries(statuses)
      .filter(([code]) => code === '429' || Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    rows.push([
      '(j3) pages nobody kept, one at a time, beside (j2)',
      `${times.length} pages: ${statusCounts(statuses)}; p50 ${fmt(p50, 0)} ms, p97.5 ${fmt(p975, 0)} ms (the flood: ${fmt(flood.rps, 0)} req/s)`,
      'no 429 or 5xx, p97.5 ≤ 1 s',
      verdict(refused === 0 && p975 <= 1000, p975),
    ]);
  }

  if (process.argv.includes('--lighthouse')) {
    console.log('(e) Lighthouse, mobile, simulated throttling');
    const lighthouse = await lighthouseRows(SHOP, `/${product.slug}`);
    rows.push(...lighthouse.rows);
    notes.push(...lighthouse.notes);
  } else if (!ONLY) {
    rows.push(['Lighthouse rows', 'not run: add --lighthouse (or npm run bench:lighthouse)', '', 'n/a']);
  }
  printRows(rows);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const note of notes) console.log(`note: ${note}`);
  for (const [name, run] of Object.entries(failed)) {
    if (run.failed > 0) console.log(`note: ${name} had ${run.failed} failed or non-2xx responses`);
  }
  if (!staticPath) console.log('note: no static file found; set BENCH_STATIC_PATH (e.g. a file in public/)');
}

/** How many products the sandbox's catalogue holds (X-WP-Total), for the search row's label. */
async function productCount() {
  const response = await fetch(wooUrl('products', { per_page: 1 }), { headers: OVER_HTTPS });
  return Number(response.headers.get('x-wp-total') ?? NaN);
}

main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});
