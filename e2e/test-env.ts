import { signedWooFetch } from '../src/server/woocommerce/oauth-signature';

/** Ports and settings the end-to-end run uses, apart from a developer's own shop on 3000/4000. */
export const SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? 3100);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2625);
export const SHOP_URL = `http://localhost:${SHOP_PORT}`;
export const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`;
export const REVALIDATE_SECRET = 'e2e_revalidate_secret';
/** The storefront's WooCommerce REST key pair on the sandbox. */
export const WOO_KEYS = { key: 'ck_sandbox_storefront', secret: 'cs_sandbox_storefront' };

/** A call to a sandbox's WooCommerce REST API, signed (OAuth 1.0a over http) as the shop signs its own. */
export const wooFetch = (url: string, init: RequestInit = {}) => signedWooFetch(url, init, WOO_KEYS);

/** Environment for both servers: the shop pointed at the test sandbox, the sandbox's webhooks at the shop. */
export const serverEnv: Record<string, string> = {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_SMTP_PORT: String(SMTP_PORT),
  SANDBOX_DATA_DIR: '.test-output/sandbox',
  SANDBOX_WEBHOOK_URL: `${SHOP_URL}/api/revalidate`,
  WOOCOMMERCE_URL: SANDBOX_URL,
  WORDPRESS_GRAPHQL_URL: `${SANDBOX_URL}/graphql`,
  NOVAPOSHTA_API_URL: `${SANDBOX_URL}/v2.0/json/`,
  WAYFORPAY_PAY_URL: `${SANDBOX_URL}/wayforpay/pay`,
  IP_COUNTRY_URL: `${SANDBOX_URL}/ip2c`,
  SMTP_URL: `smtp://localhost:${SMTP_PORT}`,
  REVALIDATE_SECRET,
  SITE_URL: SHOP_URL,
  PORT: String(SHOP_PORT),
  // The journeys play one proxy in front of the shop, so a page can name its shopper's address in
  // X-Forwarded-For (e2e/phone.spec.ts, a shopper in Poland); at 0 the shop trusts only its socket.
  TRUSTED_PROXY_HOPS: '1',
};

/**
 * The browser state every journey starts from: a shopper who has answered the cookie notice (its
 * dialog would sit over the page; e2e/engagement.spec.ts starts without it) and has seen the site
 * wheel, so it does not open on its own over other journeys (e2e/wheel.spec.ts starts without it).
 */
export function returningShopper(shopUrl: string) {
  return {
    cookies: [
      {
        name: 'cookie_consent',
        value: 'denied',
        domain: 'localhost',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [
      { origin: shopUrl, localStorage: [{ name: 'wheel:v1', value: '{"seen":true,"startedAt":0}' }] },
    ],
  };
}
