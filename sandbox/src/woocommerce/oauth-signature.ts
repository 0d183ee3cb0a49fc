import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * WooCommerce's OAuth 1.0a check (WC_REST_Authentication::check_oauth_signature, WooCommerce 10.0),
 * on PHP's terms: the parameters are `$_GET` and `$_POST` as PHP parses them (`a[]=1` is an array),
 * strings are bytes (here one latin1 character per byte), keys are sorted with strcmp before they
 * are encoded, and a nested key is encoded once where a top-level one is encoded twice.
 */

/** A PHP array: ordered; integer-like keys are integers. */
export type PhpArray = Map<string | number, PhpValue>;
type PhpValue = string | PhpArray;

export function urldecode(text: string): string {
  return text
    .replace(/\+/g, ' ')
    .replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const rawurldecode = (text: string) => urldecode(text.replace(/\+/g, '%2B'));

/** wc_rest_urlencode_rfc3986: PHP's rawurlencode. */
function rawurlencode(text: string): string {
  return text.replace(
    /[^A-Za-z0-9\-_.~]/g,
    (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'),
  );
}

const arrayKey = (key: string): string | number => (/^(0|-?[1-9][0-9]{0,17})$/.test(key) ? Number(key) : key);

function append(array: PhpArray): number {
  const ints = [...array.keys()].filter((k): k is number => typeof k === 'number');
  return ints.length ? Math.max(-1, ...ints) + 1 : 0;
}

/** php_register_variable_ex: `a.b`, `a b` → `a_b`; `a[]`, `a[x][y]`; an unclosed `[` is part of the name. */
function registerVariable(into: PhpArray, name: string, value: string): void {
  const trimmed = name.replace(/^ +/, '');
  const bracket = trimmed.indexOf('[');
  const base = (bracket < 0 ? trimmed : trimmed.slice(0, bracket)).replace(/[ .]/g, '_');
  if (base === '') return;
  const path: (string | null)[] = [];
  let rest = bracket < 0 ? '' : trimmed.slice(bracket);
  while (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    if (close < 0) {
      if (path.length === 0) {
        into.set(arrayKey(`${base}_${rest.slice(1).replace(/[ .[]/g, '_')}`), value);
        return;
      }
      break;
    }
    const index = rest.slice(1, close);
    path.push(index === '' || index === ' ' ? null : index);
    rest = rest.slice(close + 1);
  }
  let array = into;
  let key: string | number | null = arrayKey(base);
  for (const index of path) {
    const slot = key ?? append(array);
    const child = array.get(slot);
    const next: PhpArray = child instanceof Map ? child : new Map();
    array.set(slot, next);
    array = next;
    key = index === null ? null : arrayKey(index);
  }
  array.set(key ?? append(array), value);
}

/** A query string or form body as PHP parses it into `$_GET` / `$_POST`. */
export function phpParams(encoded: string): PhpArray {
  const params: PhpArray = new Map();
  for (const pair of encoded.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    registerVariable(
      params,
      urldecode(eq < 0 ? pair : pair.slice(0, eq)),
      eq < 0 ? '' : urldecode(pair.slice(eq + 1)),
    );
  }
  return params;
}

/** array_merge: string keys overwrite, integer keys are appended and renumbered. */
export function arrayMerge(...arrays: PhpArray[]): PhpArray {
  const merged: PhpArray = new Map();
  let next = 0;
  for (const array of arrays)
    for (const [key, value] of array) merged.set(typeof key === 'number' ? next++ : key, value);
  return merged;
}

/** WC_REST_Authentication::parse_header: the oauth_* fields of `Authorization: OAuth …`. */
export function parseOAuthHeader(header: string): PhpArray {
  const params: PhpArray = new Map();
  if (!header.startsWith('OAuth ')) return params;
  for (const [, name, , quoted, bare] of header.matchAll(/(oauth_[a-z_-]*)=(:?"([^"]*)"|([^,]*))/g))
    params.set(name, urldecode(quoted || bare || ''));
  return params;
}

function normalizeParameters(params: PhpArray): PhpArray {
  const encode = (value: PhpValue): PhpValue =>
    typeof value === 'string' ? rawurlencode(value) : new Map([...value].map(([k, v]) => [k, encode(v)]));
  return new Map([...params].map(([key, value]) => [rawurlencode(String(key)), encode(value)]));
}

function joinWithEqualsSign(params: PhpArray, key = ''): string[] {
  return [...params].flatMap(([name, value]) => {
    const paramKey = key ? `${key}%5B${name}%5D` : String(name);
    return typeof value === 'string'
      ? [rawurlencode(`${paramKey}=${value}`)]
      : joinWithEqualsSign(value, paramKey);
  });
}

export type SignatureCheck =
  | { ok: true }
  | {
      ok: false;
      message:
        | 'Invalid signature - signature method is invalid.'
        | 'Invalid signature - provided signature does not match.';
    };

/**
 * `baseUrl` is WordPress's home URL (in the request's scheme) with the request's path; `params` the
 * merged `$_GET`, `$_POST` and header fields, oauth_signature included.
 */
export function checkOAuthSignature(
  method: string,
  baseUrl: string,
  params: PhpArray,
  secret: string,
): SignatureCheck {
  const given = params.get('oauth_signature');
  const consumerSignature = typeof given === 'string' ? rawurldecode(given.replace(/ /g, '+')) : '';
  const signed = new Map(params);
  signed.delete('oauth_signature');
  const sorted = new Map(
    [...signed].sort(([a], [b]) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)),
  );
  const normalized = normalizeParameters(sorted);
  const stringToSign = `${method.toUpperCase()}&${rawurlencode(baseUrl)}&${joinWithEqualsSign(normalized).join('%26')}`;
  const signatureMethod = normalized.get('oauth_signature_method');
  if (signatureMethod !== 'HMAC-SHA1' && signatureMethod !== 'HMAC-SHA256')
    return { ok: false, message: 'Invalid signature - signature method is invalid.' };
  const algorithm = signatureMethod === 'HMAC-SHA1' ? 'sha1' : 'sha256';
  const signature = createHmac(algorithm, Buffer.from(`${secret}&`, 'utf8'))
    .update(stringToSign, 'latin1')
    .digest('base64');
  const a = Buffer.from(signature, 'latin1');
  const b = Buffer.from(consumerSignature, 'latin1');
  if (a.length !== b.length || !timingSafeEqual(a, b))
    return { ok: false, message: 'Invalid signature - provided signature does not match.' };
  return { ok: true };
}
