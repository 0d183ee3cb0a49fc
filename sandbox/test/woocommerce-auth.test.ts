import { oauthAuthorization } from '../../src/server/woocommerce/oauth-signature';
import {
  arrayMerge,
  checkOAuthSignature,
  parseOAuthHeader,
  phpParams,
} from '../src/woocommerce/oauth-signature';
import { startSandbox, type RunningSandbox } from './harness';

/*
 * WooCommerce's REST authentication: keys as HTTP Basic or in the query only over https (here: a
 * request saying `X-Forwarded-Proto: https`); over plain http only an OAuth 1.0a signature.
 */

let sandbox: RunningSandbox;
const keys = { key: 'ck_sandbox_storefront', secret: 'cs_sandbox_storefront' };
const basic = `Basic ${Buffer.from(`${keys.key}:${keys.secret}`).toString('base64')}`;
const products = () => `${sandbox.url}/wp-json/wc/v3/products`;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

async function refusal(response: Response) {
  expect(response.status).toBe(401);
  const { code, message } = await response.json();
  return { code, message };
}

const signed = (method: string, url: string, stamp?: { timestamp: number; nonce: string }) => ({
  Authorization: oauthAuthorization(method, url, keys, stamp),
});

describe('over plain http', () => {
  it('serves a GET signed with OAuth 1.0a, query parameters included', async () => {
    const url = `${products()}?search=amber oud&include=1,2,3&per_page=2&orderby=title`;
    const response = await fetch(url, { headers: signed('GET', url) });
    expect(response.status).toBe(200);
  });

  it('serves a signed POST with a JSON body', async () => {
    const url = `${sandbox.url}/wp-json/wc/v3/coupons`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...signed('POST', url), 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'oauth-signed', discount_type: 'percent', amount: '5' }),
    });
    expect(response.status).toBe(201);
  });

  it('takes the oauth_* fields from the query string as well', async () => {
    const url = new URL(`${products()}?per_page=1`);
    const fields = oauthAuthorization('GET', url, keys).matchAll(/(oauth_[a-z_]+)="([^"]*)"/g);
    for (const [, name, value] of fields) url.searchParams.set(name, decodeURIComponent(value));
    expect((await fetch(url)).status).toBe(200);
  });

  it('refuses a signature made with another secret', async () => {
    const url = `${products()}?per_page=1`;
    const headers = { Authorization: oauthAuthorization('GET', url, { ...keys, secret: 'cs_wrong' }) };
    expect(await refusal(await fetch(url, { headers }))).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid signature - provided signature does not match.',
    });
  });

  it('refuses a request whose query was changed after signing', async () => {
    const headers = signed('GET', `${products()}?per_page=1`);
    expect((await refusal(await fetch(`${products()}?per_page=2`, { headers }))).message).toBe(
      'Invalid signature - provided signature does not match.',
    );
  });

  it("refuses a signature over another host than WordPress's home URL", async () => {
    const other = `${products().replace('localhost', '127.0.0.1')}?per_page=1`;
    expect((await refusal(await fetch(other, { headers: signed('GET', other) }))).message).toBe(
      'Invalid signature - provided signature does not match.',
    );
  });

  it('refuses a timestamp more than 15 minutes off', async () => {
    const url = `${products()}?per_page=1`;
    const stale = { timestamp: Math.floor(Date.now() / 1000) - 16 * 60, nonce: 'stale0123456789' };
    expect(await refusal(await fetch(url, { headers: signed('GET', url, stale) }))).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid timestamp.',
    });
  });

  it('refuses a nonce used before', async () => {
    const url = `${products()}?per_page=1`;
    const headers = signed('GET', url);
    expect((await fetch(url, { headers })).status).toBe(200);
    expect(await refusal(await fetch(url, { headers }))).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid nonce - nonce has already been used.',
    });
  });

  it('names an unknown key and the OAuth fields that are missing', async () => {
    const url = `${products()}?per_page=1`;
    const unknown = { Authorization: oauthAuthorization('GET', url, { ...keys, key: 'ck_nobody' }) };
    expect((await refusal(await fetch(url, { headers: unknown }))).message).toBe('Consumer key is invalid.');
    const partial = { Authorization: `OAuth oauth_consumer_key="${keys.key}", oauth_timestamp="1"` };
    expect(await refusal(await fetch(url, { headers: partial }))).toEqual({
      code: 'woocommerce_rest_authentication_missing_parameter',
      message: 'Missing OAuth parameters oauth_nonce, oauth_signature, oauth_signature_method',
    });
  });

  it('ignores HTTP Basic and query keys: the request is a guest’s', async () => {
    expect(await refusal(await fetch(products(), { headers: { Authorization: basic } }))).toEqual({
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you cannot list resources.',
    });
    const query = `consumer_key=${keys.key}&consumer_secret=${keys.secret}`;
    expect((await refusal(await fetch(`${products()}?${query}`))).code).toBe('woocommerce_rest_cannot_view');
    const post = await fetch(`${sandbox.url}/wp-json/wc/v3/coupons`, {
      method: 'POST',
      headers: { Authorization: basic, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'basic-over-http' }),
    });
    expect((await refusal(post)).code).toBe('woocommerce_rest_cannot_create');
  });

  it('refuses a request without keys as WooCommerce does', async () => {
    expect(await refusal(await fetch(products()))).toEqual({
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you cannot list resources.',
    });
  });
});

describe('behind a TLS proxy (X-Forwarded-Proto: https)', () => {
  const https = { 'X-Forwarded-Proto': 'https' };

  it('accepts HTTP Basic and query keys', async () => {
    const viaBasic = await fetch(`${products()}?per_page=1`, { headers: { ...https, Authorization: basic } });
    expect(viaBasic.status).toBe(200);
    const query = `consumer_key=${keys.key}&consumer_secret=${keys.secret}`;
    expect((await fetch(`${products()}?per_page=1&${query}`, { headers: https })).status).toBe(200);
  });

  it('names a wrong secret; an unknown key is a guest', async () => {
    const wrong = `Basic ${Buffer.from(`${keys.key}:nope`).toString('base64')}`;
    expect(await refusal(await fetch(products(), { headers: { ...https, Authorization: wrong } }))).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Consumer secret is invalid.',
    });
    const unknown = `Basic ${Buffer.from('ck_nobody:cs_x').toString('base64')}`;
    expect(
      (await refusal(await fetch(products(), { headers: { ...https, Authorization: unknown } }))).code,
    ).toBe('woocommerce_rest_cannot_view');
  });

  it('checks an OAuth signature over the https URL', async () => {
    const url = `${products()}?per_page=1`;
    const overHttps = signed('GET', url.replace('http:', 'https:'));
    expect((await fetch(url, { headers: { ...https, ...overHttps } })).status).toBe(200);
    const overHttp = signed('GET', url);
    expect((await fetch(url, { headers: { ...https, ...overHttp } })).status).toBe(401);
  });
});

describe("the signature check against headers WooCommerce's own code accepted", () => {
  // The vectors of src/server/woocommerce/oauth-signature.test.ts, each checked with WooCommerce 10.0.2.
  const header = (signature: string) =>
    `OAuth oauth_consumer_key="ck_test", oauth_nonce="abcdef0123456789abcdef0123456789", ` +
    `oauth_signature_method="HMAC-SHA256", oauth_timestamp="1700000000", oauth_signature="${signature}"`;
  const check = (method: string, url: string, signature: string) => {
    const { origin, pathname, search } = new URL(url);
    const params = arrayMerge(phpParams(search.slice(1)), parseOAuthHeader(header(signature)));
    return checkOAuthSignature(method, `${origin}${pathname}`, params, 'cs_secret');
  };

  it('accepts them, and refuses one with a changed parameter', () => {
    const get =
      'http://localhost:4000/wp-json/wc/v3/products?search=rose oud&include=1,2,3&tilde=~x&q=a+b' +
      '&name=Ніжна троянда&attribute_term[]=5&attribute_term[]=7&filter[period]=week&filter[a b]=c' +
      '&Zeta=1&_x=2&a.b=3';
    expect(check('GET', get, 'fHmaf4J9srU8qxAQbvo2Vt6wtaSBmDKFvwtBFHNqQjo%3D')).toEqual({ ok: true });
    const quirks =
      'http://example.com:8080/wp-json/wc/v3/products/12?x[=1&y[a][b=2&z[5]=a&z[]=b&7=seven' +
      '&%E2%9C%93=check&emoji=%F0%9F%98%80';
    expect(check('DELETE', quirks, 'CSUvMJYt%2FKCBBYynGxFflOQMlz68E%2Fh59cdY4KRKS6k%3D')).toEqual({
      ok: true,
    });
    expect(
      check('DELETE', quirks.replace('z[]=b', 'z[]=c'), 'CSUvMJYt%2FKCBBYynGxFflOQMlz68E%2Fh59cdY4KRKS6k%3D'),
    ).toEqual({
      ok: false,
      message: 'Invalid signature - provided signature does not match.',
    });
  });
});
