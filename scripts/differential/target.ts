import { oauthAuthorization, type WooCredentials } from '../../src/server/woocommerce/oauth-signature';

/*
 * One platform the differential talks to, in the storefront's own ways: WooCommerce REST v3 signed
 * with OAuth 1.0a over http (src/server/woocommerce/client.ts), WordPress REST with the application
 * password as HTTP Basic (src/server/wordpress/rest.ts), and WPGraphQL by POST (client.ts there).
 */

export interface Exchange {
  status: number;
  /** Which of the pagination headers came back; their values are data. */
  headers: { 'X-WP-Total': boolean; 'X-WP-TotalPages': boolean };
  json: unknown;
}

export interface TargetSettings {
  name: 'sandbox' | 'wordpress';
  /** WordPress's home URL: the base of /wp-json and the URL OAuth signs. */
  url: string;
  graphqlUrl: string;
  woo: WooCredentials;
  app: { user: string; password: string };
}

type Query = Record<string, string | number | boolean>;
export type WooAuth = 'oauth' | 'none' | 'wrong-signature';
export interface CallOptions {
  query?: Query;
  body?: unknown;
  auth?: WooAuth;
  headers?: Record<string, string>;
  raw?: Uint8Array;
}

const TIMEOUT_MS = 30_000;

async function exchange(url: URL, init: RequestInit): Promise<Exchange> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    json = `(not JSON) ${text.slice(0, 200)}`;
  }
  return {
    status: response.status,
    headers: {
      'X-WP-Total': response.headers.has('X-WP-Total'),
      'X-WP-TotalPages': response.headers.has('X-WP-TotalPages'),
    },
    json,
  };
}

function withQuery(base: string, query: Query = {}): URL {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url;
}

export class Target {
  constructor(readonly settings: TargetSettings) {}

  get name() {
    return this.settings.name;
  }

  woo(method: string, path: string, options: CallOptions = {}): Promise<Exchange> {
    const url = withQuery(`${this.settings.url}/wp-json/wc/v3/${path}`, options.query);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const auth = options.auth ?? 'oauth';
    if (auth !== 'none') {
      const keys =
        auth === 'wrong-signature'
          ? { ...this.settings.woo, secret: `${this.settings.woo.secret}x` }
          : this.settings.woo;
      headers.Authorization = oauthAuthorization(method, url, keys);
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return exchange(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  wp(method: string, path: string, options: CallOptions = {}): Promise<Exchange> {
    const url = withQuery(`${this.settings.url}/wp-json/wp/v2/${path}`, options.query);
    const { user, password } = this.settings.app;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.raw) body = new Blob([new Uint8Array(options.raw)]);
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return exchange(url, { method, headers, body });
  }

  graphql(query: string, operationName: string, variables: Record<string, unknown>): Promise<Exchange> {
    return exchange(new URL(this.settings.graphqlUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, operationName, variables }),
    });
  }
}
