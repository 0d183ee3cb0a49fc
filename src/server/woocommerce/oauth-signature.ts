import { createHmac, randomBytes } from 'node:crypto';

/*
 * WooCommerce's OAuth 1.0a "one-legged" signature, which it requires of every REST call over plain
 * http (keys as HTTP Basic or in the query count only over https). This follows what
 * WC_REST_Authentication::check_oauth_signature computes (WooCommerce 10.0), not the RFC where the
 * two differ: the parameters are PHP's `$_GET` (so `a[]=1` is an array under `a`), sorted by their
 * decoded top-level name before encoding, and a nested key is encoded once where a top-level one
 * is encoded twice.
 *
 * Pure apart from the clock and the nonce, and without `server-only`: tests and scripts sign with it.
 */

export type WooCredentials = { key: string; secret: string };
export type OAuthStamp = { timestamp: number; nonce: string };

/** PHP's array: insertion-ordered, keys are strings or integers. */
type PhpArray = Map<string | number, PhpValue>;
type PhpValue = string | PhpArray;

/*
 * PHP works on bytes: a decoded parameter may be any byte sequence. Strings here hold one byte per
 * UTF-16 unit (latin1), so comparing them is strcmp and encoding them is rawurlencode.
 */
const bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

function urldecode(text: string): string {
  return text
    .replace(/\+/g, ' ')
    .replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function rawurlencode(text: string): string {
  return text.replace(
    /[^A-Za-z0-9\-_.~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** PHP's integer-like array keys ("7", "-1"; not "07") become integers. */
function phpKey(key: string): string | number {
  return /^(0|-?[1-9][0-9]{0,17})$/.test(key) ? Number(key) : key;
}

function nextIndex(array: PhpArray): number {
  const ints = [...array.keys()].filter((k): k is number => typeof k === 'number');
  return ints.length ? Math.max(-1, ...ints) + 1 : 0;
}

/** One `name=value` as PHP registers it into `$_GET` (php_register_variable_ex). */
function register(target: PhpArray, rawName: string, value: string): void {
  let name = rawName.replace(/^ +/, '');
  const open = name.indexOf('[');
  const base = (open < 0 ? name : name.slice(0, open)).replace(/[ .]/g, '_');
  if (!base) return;
  if (open < 0) {
    target.set(phpKey(base), value);
    return;
  }
  const indexes: (string | null)[] = [];
  let rest = name.slice(open);
  while (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    if (close < 0) {
      // An unclosed first bracket is part of the name; after a closed one, the rest is dropped.
      if (indexes.length === 0) {
        name = base + '_' + rest.slice(1).replace(/[ .[]/g, '_');
        target.set(phpKey(name), value);
        return;
      }
      break;
    }
    const inner = rest.slice(1, close);
    // PHP skips one space to find an empty index (`[ ]`) but keeps it in any other (`[ x]`).
    indexes.push(inner === '' || inner === ' ' ? null : inner);
    rest = rest.slice(close + 1);
  }
  let array = target;
  let key: string | number | null = phpKey(base);
  for (const index of indexes) {
    const slot = key === null ? nextIndex(array) : key;
    let child = array.get(slot);
    if (!(child instanceof Map)) {
      child = new Map();
      array.set(slot, child);
    }
    array = child;
    key = index === null ? null : phpKey(index);
  }
  array.set(key === null ? nextIndex(array) : key, value);
}

/** A query string as PHP's `$_GET`. */
function phpQuery(query: string): PhpArray {
  const params: PhpArray = new Map();
  for (const part of bytes(query).split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    register(
      params,
      urldecode(eq < 0 ? part : part.slice(0, eq)),
      eq < 0 ? '' : urldecode(part.slice(eq + 1)),
    );
  }
  return params;
}

/** WooCommerce's join_with_equals_sign over normalised parameters: nested keys stay unencoded. */
function joined(params: PhpArray, prefix = ''): string[] {
  return [...params].flatMap(([key, value]) => {
    const name = prefix ? `${prefix}%5B${key}%5D` : String(key);
    return typeof value === 'string' ? [rawurlencode(`${name}=${value}`)] : joined(value, name);
  });
}

function encodedValues(value: PhpValue): PhpValue {
  return typeof value === 'string'
    ? rawurlencode(value)
    : new Map([...value].map(([k, v]) => [k, encodedValues(v)]));
}

export type SignatureInput = {
  method: string;
  /** The URL as sent: WordPress's home URL (scheme, host, port) with the request's path and query. */
  url: string;
  /** The oauth_* parameters except the signature. */
  oauth: Record<string, string>;
  secret: string;
};

/** The base64 signature WooCommerce expects for this request. */
export function oauthSignature({ method, url, oauth, secret }: SignatureInput): string {
  const query = url.indexOf('?');
  const base = query < 0 ? url : url.slice(0, query);
  // array_merge($_GET, $_POST): integer keys are renumbered from 0.
  let next = 0;
  const params: PhpArray = new Map();
  for (const [key, value] of phpQuery(query < 0 ? '' : url.slice(query + 1)))
    params.set(typeof key === 'number' ? next++ : key, value);
  for (const [key, value] of Object.entries(oauth)) params.set(key, bytes(value));
  params.delete('oauth_signature');
  const sorted = [...params].sort(([a], [b]) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
  const normalised: PhpArray = new Map(sorted.map(([k, v]) => [rawurlencode(String(k)), encodedValues(v)]));
  const text = `${method.toUpperCase()}&${rawurlencode(bytes(base))}&${joined(normalised).join('%26')}`;
  const algorithm = oauth.oauth_signature_method === 'HMAC-SHA1' ? 'sha1' : 'sha256';
  return createHmac(algorithm, `${secret}&`).update(text, 'latin1').digest('base64');
}

export function freshStamp(): OAuthStamp {
  return { timestamp: Math.floor(Date.now() / 1000), nonce: randomBytes(16).toString('hex') };
}

/** The `Authorization: OAuth …` header value for one request (HMAC-SHA256). */
export function oauthAuthorization(
  method: string,
  url: string | URL,
  { key, secret }: WooCredentials,
  { timestamp, nonce }: OAuthStamp = freshStamp(),
): string {
  const oauth = {
    oauth_consumer_key: key,
    oauth_nonce: nonce,
    oauth_signature_method: 'HMAC-SHA256',
    oauth_timestamp: String(timestamp),
  };
  const signature = oauthSignature({ method, url: String(url), oauth, secret });
  const fields = { ...oauth, oauth_signature: signature };
  return `OAuth ${Object.entries(fields)
    .map(([name, value]) => `${name}="${encodeURIComponent(value)}"`)
    .join(', ')}`;
}

/**
 * A fetch signed as the shop signs its calls, for tests and scripts that talk to WooCommerce (or
 * the sandbox) directly: Basic over https, OAuth 1.0a over http.
 */
export function signedWooFetch(
  url: string | URL,
  init: RequestInit,
  credentials: WooCredentials,
): Promise<Response> {
  const headers = new Headers(init.headers);
  const href = new URL(url).href;
  headers.set(
    'Authorization',
    href.startsWith('https:')
      ? `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}`
      : oauthAuthorization(init.method ?? 'GET', href, credentials),
  );
  return fetch(href, { ...init, headers });
}
