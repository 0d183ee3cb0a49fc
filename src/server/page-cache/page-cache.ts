import { randomUUID } from 'node:crypto';
import { campaignParametersOf } from '@/domain/campaign/campaign-parameters';
import { keptQuery } from './parameters-read';

/*
 * Rendered pages kept in memory (fresh 10 s, stale up to 5 minutes), served with a fresh CSP nonce each time.
 *
 * Why: every page carries its response's own nonce (src/proxy.ts), which makes Next.js render each
 * request (the catalogue answered ~3% of a static file's throughput). A page's HTML otherwise depends
 * only on its URL: no page reads cookies or request headers, the basket and consent live in the
 * browser. So the proxy keeps the HTML of a page rendered once, split at that render's nonce, and
 * answers later requests by joining the parts with the new response's nonce. Each response still has
 * a nonce nobody saw before; the one the page was rendered with is never sent, so markup that got
 * into a page cannot carry a valid nonce. This is not a static nonce.
 *
 * Filling: on a miss the proxy asks this same server for the page (a loopback request marked with a
 * per-process token, which the proxy lets through to the normal render) and keeps a 200 answer.
 * Concurrent misses share one render. A page is fresh for FRESH_MS; up to STALE_MS it is still
 * served, and REFRESH_DELAY_MS later one render keeps it again. Webhook revalidation empties this
 * replica's store at once (forgetCachedPages); other replicas catch up within FRESH_MS.
 */

export const FILL_HEADER = 'x-page-cache-fill';
const FRESH_MS = 10_000;
const STALE_MS = 5 * 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
/**
 * Of those, what pages with a query they read may hold (a list's filters, a search): such addresses
 * have no end, and a flood of new search terms would otherwise push out the shop's own pages (a
 * product, a category, an article), which shoppers then wait for while the flood goes on.
 */
export const SELECTION_MAX_BYTES = 16 * 1024 * 1024;
const FILL_TIMEOUT_MS = 15_000;
/**
 * Why the render of a stale page waits: started at once, it ran on the same thread as the answer that
 * found the page stale, and that answer's body (already in hand) reached the browser 100–160 ms after
 * its headers, its stylesheets and scripts later still (Lighthouse traces of /catalog/women, every
 * audit a stale hit as they are 20 s apart). A second later the page and what it loads first are out.
 */
export const REFRESH_DELAY_MS = 1_000;

/**
 * Sections (the path's first segment after the language) whose pages show one shopper's order or the
 * shop's state: never kept. Every other page is kept, and may read no cookie or request header
 * (kept-pages.test.ts walks their imports).
 */
export const UNKEPT_SECTIONS: ReadonlySet<string> = new Set([
  'checkout',
  'tracking',
  'unavailable',
  'page-not-found',
]);

/** Response headers of the render worth keeping; the policy and HSTS are the proxy's per response. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'link', 'x-robots-tag', 'content-language'];

/** A page (200, its HTML split at the render's nonce), or a page's redirect to another of the shop's (307, 308). */
type Entry = {
  status: number;
  parts: Buffer[];
  headers: [string, string][];
  storedAt: number;
  bytes: number;
};
type Store = {
  token: string;
  entries: Map<string, Entry>;
  bytes: number;
  /** The entries whose key has a query, oldest first, and their bytes. */
  selections: Set<string>;
  selectionBytes: number;
  filling: Map<string, Promise<Entry | null>>;
  /** Stale pages whose render is due after REFRESH_DELAY_MS, each once. */
  refreshing: Set<string>;
  generation: number;
};

const MEMORY = Symbol.for('storefront.pageCache');

function store(): Store {
  const holder = globalThis as typeof globalThis & { [MEMORY]?: Store };
  holder[MEMORY] ??= {
    token: randomUUID(),
    entries: new Map(),
    bytes: 0,
    selections: new Set(),
    selectionBytes: 0,
    filling: new Map(),
    refreshing: new Set(),
    generation: 0,
  };
  return holder[MEMORY];
}

/** True for the proxy's own loopback render of a page, which must reach Next.js. */
export function isFillRequest(headers: Headers): boolean {
  return headers.get(FILL_HEADER) === store().token;
}

/**
 * Counts this replica's expiries: a webhook through it (forgetCachedPages), or with Redis through any
 * replica (cache-handler.mjs). Whatever was kept from the platforms before this number changed may be
 * out of date (src/server/kept-reads.ts keeps the checkout's product reads, the lists and the layout's reads by it too).
 */
export function expiryGeneration(): number {
  return store().generation;
}

/** Empties this replica's store: a webhook expired some data, any page may show it. */
export function forgetCachedPages(): void {
  const memory = store();
  memory.entries.clear();
  memory.bytes = 0;
  memory.selections.clear();
  memory.selectionBytes = 0;
  memory.generation++;
}

function remember(key: string, entry: Entry): void {
  const memory = store();
  forget(key);
  memory.entries.set(key, entry);
  memory.bytes += entry.bytes;
  if (key.includes('?')) {
    memory.selections.add(key);
    memory.selectionBytes += entry.bytes;
  }
  for (const oldest of memory.selections) {
    if (memory.selectionBytes <= SELECTION_MAX_BYTES) break;
    forget(oldest);
  }
  for (const oldest of memory.entries.keys()) {
    if (memory.bytes <= MAX_BYTES) break;
    forget(oldest);
  }
}

function forget(key: string): void {
  const memory = store();
  const entry = memory.entries.get(key);
  if (!entry) return;
  memory.entries.delete(key);
  memory.bytes -= entry.bytes;
  if (memory.selections.delete(key)) memory.selectionBytes -= entry.bytes;
}

/**
 * The port this server listens on, as the request in hand knows it: Next builds the URL the proxy
 * sees from its own listening port (`next start -p 8080`), not from the client's Host header. PORT is
 * only the fallback for a URL without one (a server on port 80).
 */
function ownPort(url: URL): string {
  return /^\d{1,5}$/.test(url.port) ? url.port : (process.env.PORT ?? '3000');
}

/**
 * Renders `path` through this server and splits a 200 HTML answer at the nonce it was rendered with;
 * a redirect to a path of this shop (a list page past its last, an old product address) is kept as
 * that redirect, so the request that asked is answered by it rather than rendered a second time.
 */
async function fill(key: string, path: string, port: string): Promise<Entry | null> {
  const memory = store();
  const generation = memory.generation;
  // Loopback, whatever host the request named: a fill must never leave this machine.
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { [FILL_HEADER]: memory.token, accept: 'text/html', 'accept-encoding': 'identity' },
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
  });
  const location = response.headers.get('location') ?? '';
  // Only a path on this shop: an absolute one would name the loopback host the fill asked.
  if ((response.status === 307 || response.status === 308) && /^\/(?![/\\])/.test(location)) {
    await response.body?.cancel();
    const headers: [string, string][] = [['location', location]];
    return keep(key, generation, {
      status: response.status,
      parts: [],
      headers,
      storedAt: Date.now(),
      bytes: location.length,
    });
  }
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const cacheable =
    response.status === 200 &&
    nonce &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!cacheable) return null;
  const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  // Kept as bytes, so an answer is one copy, not an encoding of the whole page.
  const parts = html.split(nonce).map((part) => Buffer.from(part));
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  return keep(key, generation, { status: 200, parts, headers, storedAt: Date.now(), bytes });
}

function keep(key: string, generation: number, entry: Entry): Entry {
  // A revalidation while this rendered may have changed what the page shows: serve it, keep it not.
  if (store().generation === generation) remember(key, entry);
  return entry;
}

function fillOnce(key: string, path: string, port: string): Promise<Entry | null> {
  const { filling } = store();
  let pending = filling.get(key);
  if (!pending) {
    pending = fill(key, path, port)
      .catch(() => null)
      .finally(() => filling.delete(key));
    filling.set(key, pending);
  }
  return pending;
}

function refreshLater(key: string, path: string, port: string): void {
  const { refreshing, filling } = store();
  if (refreshing.has(key) || filling.has(key)) return;
  refreshing.add(key);
  setTimeout(() => {
    refreshing.delete(key);
    void fillOnce(key, path, port);
  }, REFRESH_DELAY_MS).unref();
}

/**
 * The page's public path and the query it reads, as kept (parameters-read.ts). Every click of a
 * campaign (`?utm_content=N`, a new `gclid` each) and every address with parameters no page reads
 * is the kept page instead of a render of its own.
 */
export function keptPath(url: URL): string {
  const known = keptPaths.get(url);
  if (known?.href === url.href) return known.path;
  const path = `${url.pathname}${keptQuery(url.pathname, url.search)}`;
  keptPaths.set(url, { href: url.href, path });
  return path;
}

/** Whether the page at `url` reads a query it carries: a list's filters or pages, a search, a volume. */
export function readsQuery(url: URL): boolean {
  return keptPath(url) !== url.pathname;
}

/** The proxy asks for one request's kept path up to three times (isKept, readsQuery, cachedPage): parsed once. */
const keptPaths = new WeakMap<URL, { href: string; path: string }>();

/**
 * Whether the page at `url` would be answered without a render of its own: it is kept (fresh or
 * stale), or a render of it is under way that the request would share.
 */
export function isKept(url: URL, now = Date.now()): boolean {
  const key = keptPath(url);
  const memory = store();
  const entry = memory.entries.get(key);
  return (entry !== undefined && now - entry.storedAt <= STALE_MS) || memory.filling.has(key);
}

/**
 * The page at `url` (the request's public path and query) from the store, or rendered once for it,
 * as a response carrying `nonce`; null when it cannot come from the store (not a 200 page), and the
 * request renders as usual.
 */
export async function cachedPage(url: URL, nonce: string, now = Date.now()): Promise<Response | null> {
  const path = keptPath(url);
  const port = ownPort(url);
  const key = path;
  let entry = store().entries.get(key) ?? null;
  if (entry && now - entry.storedAt > STALE_MS) entry = null;
  const stale = entry !== null && now - entry.storedAt > FRESH_MS;
  if (stale) refreshLater(key, path, port);
  const state = entry ? (stale ? 'stale' : 'hit') : 'miss';
  entry ??= await fillOnce(key, path, port);
  if (!entry) return null;
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', state);
  if (entry.status !== 200) {
    // The campaign's parameters go on with the shopper: the tracker reads them where they land.
    const campaign = campaignParametersOf(url.search);
    const location = headers.get('location') ?? '/';
    const target = campaign ? `${location}${location.includes('?') ? '&' : '?'}${campaign}` : location;
    // Absolute, on the request's own origin, as a proxy's redirect must be (Next sends it relative).
    headers.set('location', new URL(target, url).toString());
    return new Response(null, { status: entry.status, headers });
  }
  return new Response(joined(entry.parts, Buffer.from(nonce)), { status: 200, headers });
}

/**
 * The kept parts joined with the response's nonce, as one chunk. Next flushes its compression after
 * each chunk of a streamed body: the parts as chunks of their own (~40 on a catalogue page) went to
 * a browser as ~75 gzip blocks, each a trip through zlib's thread pool, and with the machine busy the
 * page arrived over 230–400 ms instead of ~20. One copy of the page is cheaper than that.
 */
function joined(parts: Buffer[], glue: Buffer): ReadableStream<Uint8Array> {
  const body = Buffer.concat(parts.flatMap((part, i) => (i > 0 ? [glue, part] : [part])));
  return new ReadableStream({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
}
