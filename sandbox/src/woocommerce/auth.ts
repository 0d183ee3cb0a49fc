import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxContext } from '../context';
import { wcError } from './errors';
import {
  arrayMerge,
  checkOAuthSignature,
  parseOAuthHeader,
  phpParams,
  type PhpArray,
} from './oauth-signature';

/*
 * WooCommerce's REST authentication (WC_REST_Authentication::authenticate). Over https the keys may
 * come as consumer_key/consumer_secret in the query (checked first) or as HTTP Basic; over plain
 * http, and as a fallback over https, only a request signed with OAuth 1.0a is accepted: the
 * signature over the method, the home URL with the request's path and the parameters, a timestamp
 * within 15 minutes and a nonce not used by the key in that time. Without any of these the request
 * is a guest's, who may not list or create; a Basic header or query keys over http count as nothing.
 *
 * The sandbox is reached over plain http. Like a WordPress behind a TLS proxy whose wp-config.php
 * sets `$_SERVER['HTTPS']` from the proxy's header, it counts a request as https (WordPress's
 * is_ssl()) when it says `X-Forwarded-Proto: https`.
 */

const NONCE_WINDOW_SECONDS = 15 * 60;
const REQUIRED = [
  'oauth_consumer_key',
  'oauth_timestamp',
  'oauth_nonce',
  'oauth_signature',
  'oauth_signature_method',
] as const;

type Failure = { code: string; message: string };
type Outcome = { user: boolean; error?: Failure };

const authError = (message: string): Failure => ({ code: 'woocommerce_rest_authentication_error', message });

function isSsl(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0].trim().toLowerCase();
  return forwarded === 'https' || c.req.url.startsWith('https:');
}

/** The request line's path and query, as sent (PHP's REQUEST_URI). */
function requestUri(c: Context): { path: string; query: string } {
  const uri = c.req.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/#.*$/, '');
  const q = uri.indexOf('?');
  return q < 0 ? { path: uri || '/', query: '' } : { path: uri.slice(0, q) || '/', query: uri.slice(q + 1) };
}

/** PHP's empty() for a parameter: missing, '' and '0'. */
const empty = (value: unknown) => value === undefined || value === '' || value === '0';

export function wcAuth(ctx: SandboxContext): MiddlewareHandler {
  const { consumerKey, consumerSecret } = ctx.config.woocommerce;
  /** The key's used nonces by timestamp, as WooCommerce stores them: one per timestamp. */
  const usedNonces = new Map<string, string>();

  function basic(c: Context, get: PhpArray): Outcome {
    let key = get.get('consumer_key');
    let secret = get.get('consumer_secret');
    if (empty(key) || empty(secret)) {
      key = secret = '';
      const header = /^basic (.*)$/i.exec(c.req.header('authorization') ?? '');
      const decoded = header ? Buffer.from(header[1], 'base64').toString('latin1') : '';
      const colon = decoded.indexOf(':');
      if (colon >= 0) [key, secret] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
    }
    if (typeof key !== 'string' || typeof secret !== 'string' || empty(key) || empty(secret))
      return { user: false };
    // An unknown key is no error here: the request goes on as a guest's.
    if (key !== consumerKey) return { user: false };
    if (secret !== consumerSecret) return { user: false, error: authError('Consumer secret is invalid.') };
    return { user: true };
  }

  async function oauth(c: Context, get: PhpArray, ssl: boolean): Promise<Outcome> {
    const type = c.req.header('content-type') ?? '';
    const post = /^application\/x-www-form-urlencoded/i.test(type)
      ? phpParams(await c.req.text())
      : new Map();
    const params = arrayMerge(get, post);
    for (const [name, value] of parseOAuthHeader((c.req.header('authorization') ?? '').trim()))
      params.set(name, value);
    const missing = REQUIRED.filter((name) => empty(params.get(name)));
    if (missing.length === REQUIRED.length) return { user: false };
    if (missing.length)
      return {
        user: false,
        error: {
          code: 'woocommerce_rest_authentication_missing_parameter',
          message: `Missing OAuth parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
        },
      };
    if (params.get('oauth_consumer_key') !== consumerKey)
      return { user: false, error: authError('Consumer key is invalid.') };

    // The home URL in the request's scheme, with the request's path below the home's own.
    const home = new URL(ctx.config.baseUrl);
    const homePath = home.pathname.replace(/\/+$/, '');
    let { path } = requestUri(c);
    if (path.startsWith(`${homePath}/`)) path = path.slice(homePath.length + 1);
    const baseUrl = `${ssl ? 'https' : 'http'}://${home.host}${homePath}/${path.replace(/^\/+/, '')}`;
    const signature = checkOAuthSignature(c.req.method, baseUrl, params, consumerSecret);
    if (!signature.ok) return { user: false, error: authError(signature.message) };

    const timestamp = String(params.get('oauth_timestamp'));
    const nonce = String(params.get('oauth_nonce'));
    const now = Math.floor(Date.now() / 1000);
    const seconds = Number(timestamp);
    if (!(seconds >= now - NONCE_WINDOW_SECONDS && seconds <= now + NONCE_WINDOW_SECONDS))
      return { user: false, error: authError('Invalid timestamp.') };
    if ([...usedNonces.values()].includes(nonce))
      return { user: false, error: authError('Invalid nonce - nonce has already been used.') };
    usedNonces.set(timestamp, nonce);
    for (const used of usedNonces.keys())
      if (Number(used) < now - NONCE_WINDOW_SECONDS) usedNonces.delete(used);
    return { user: true };
  }

  return async (c, next) => {
    const ssl = isSsl(c);
    const get = phpParams(requestUri(c).query);
    const viaBasic: Outcome = ssl ? basic(c, get) : { user: false };
    // A failed Basic check's error stands even if OAuth then succeeds, as in WooCommerce.
    const outcome = viaBasic.user ? viaBasic : await oauth(c, get, ssl);
    const error = viaBasic.error ?? outcome.error;
    if (error) return wcError(c, 401, error.code, error.message);
    if (!outcome.user) {
      const creating = c.req.method !== 'GET';
      return wcError(
        c,
        401,
        creating ? 'woocommerce_rest_cannot_create' : 'woocommerce_rest_cannot_view',
        creating ? 'Sorry, you are not allowed to create resources.' : 'Sorry, you cannot list resources.',
      );
    }
    await next();
  };
}
