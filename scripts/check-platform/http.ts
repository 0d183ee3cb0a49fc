import { oauthAuthorization, type WooCredentials } from '../../src/server/woocommerce/oauth-signature';

/** Read-only HTTP calls with a time limit; never throws — a failure is an answer with status 0. */
export interface Answer {
  status: number;
  json: unknown;
  error?: string;
}

const TIMEOUT_MS = 20_000;

export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  } catch (error) {
    return { status: 0, json: null, error: (error as Error).message };
  }
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * WooCommerce's keys for one GET, as the shop sends them: HTTP Basic over https; over plain http, where
 * WooCommerce ignores Basic, an OAuth 1.0a signature over WordPress's home URL (so WOOCOMMERCE_URL
 * must be that URL).
 */
export const wooAuthorization = (url: string, keys: WooCredentials) =>
  url.startsWith('https:') ? basic(keys.key, keys.secret) : oauthAuthorization('GET', url, keys);

/** WordPress's REST error code, when the body is one. */
export const restCode = (answer: Answer) =>
  (answer.json as { code?: string } | null)?.code ??
  (answer.error ? `no answer: ${answer.error}` : `HTTP ${answer.status}`);
