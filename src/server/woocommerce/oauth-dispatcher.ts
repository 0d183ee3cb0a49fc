import 'server-only';
import { oauthAuthorization, type WooCredentials } from './oauth-signature';

/*
 * Signs each request at the last moment, below Next's fetch cache. That cache keys a response by the
 * URL and every request header, so a nonce and timestamp in either would make every cached read a
 * miss. Next hands unknown fetch options through to Node's fetch (undici), which then sends the
 * request through `init.dispatcher`; this one adds `Authorization: OAuth …` for the method, origin
 * and path it is about to send (a redirect is dispatched, and so signed, again) and passes the
 * request on to Node's own connection pool.
 */

/** The part of undici's DispatchOptions this reads; the rest is passed on untouched. */
type DispatchOptions = { origin?: string | URL; path: string; method: string; headers?: unknown };

export type Dispatcher = { dispatch(options: DispatchOptions, handler: unknown): boolean };

/** Where Node's fetch keeps its default dispatcher (undici's setGlobalDispatcher). */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

function nodeDispatcher(): Dispatcher {
  const dispatcher = (globalThis as { [GLOBAL_DISPATCHER]?: Dispatcher })[GLOBAL_DISPATCHER];
  if (!dispatcher) throw new Error("Node's fetch dispatcher is not set up");
  return dispatcher;
}

type HeaderEntry = [string, string | string[]];

/** undici's request headers: an object, a flat [name, value, …] list or [name, value] pairs. */
function headerEntries(headers: unknown): HeaderEntry[] {
  if (!headers || typeof headers !== 'object') return [];
  if (Array.isArray(headers)) {
    if (!headers.every((item) => typeof item === 'string')) return headers as HeaderEntry[];
    return headers.flatMap((name, i) => (i % 2 === 0 ? [[name, headers[i + 1]] satisfies HeaderEntry] : []));
  }
  if (Symbol.iterator in headers) return [...(headers as Iterable<HeaderEntry>)];
  return Object.entries(headers as Record<string, string | string[] | undefined>).filter(
    (entry): entry is HeaderEntry => entry[1] !== undefined,
  );
}

function withHeader(headers: unknown, name: string, value: string): Record<string, string | string[]> {
  const others = headerEntries(headers).filter(([key]) => key.toLowerCase() !== name);
  return { ...Object.fromEntries(others), [name]: value };
}

export function oauthDispatcher(credentials: WooCredentials): Dispatcher {
  return {
    dispatch(options, handler) {
      const origin = new URL(String(options.origin)).origin;
      const authorization = oauthAuthorization(options.method, `${origin}${options.path}`, credentials);
      return nodeDispatcher().dispatch(
        { ...options, headers: withHeader(options.headers, 'authorization', authorization) },
        handler,
      );
    },
  };
}
