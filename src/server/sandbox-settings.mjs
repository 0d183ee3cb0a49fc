// When the sandbox's public development values may stand in for a setting. Plain JavaScript because
// two places apply the same rule: the server (src/server/env.ts, checked at start by
// src/instrumentation.ts) and `npm start` (scripts/backend-env.mjs), which runs before anything is
// built and cannot load TypeScript.

/** What a shop on any backend but the sandbox must set itself: the sandbox's values would not work or would leak. */
export const REAL_SHOP_SETTINGS = [
  'WOOCOMMERCE_CONSUMER_KEY',
  'WOOCOMMERCE_CONSUMER_SECRET',
  'WORDPRESS_GRAPHQL_URL',
  'WORDPRESS_APP_USER',
  'WORDPRESS_APP_PASSWORD',
  'NOVAPOSHTA_API_URL',
  'NOVAPOSHTA_API_KEY',
  'WAYFORPAY_MERCHANT_ACCOUNT',
  'WAYFORPAY_SECRET_KEY',
  'WAYFORPAY_PAY_URL',
  'SMTP_URL',
  'REVALIDATE_SECRET',
  'SITE_URL',
  'NEWSLETTER_SUBSCRIPTION_URL',
  'CONTACT_FORM_7_URL',
  'NEWSLETTER_FORM_ID',
  'CAPTCHA_SITE_KEY',
  'CAPTCHA_SECRET',
];

/**
 * The sandbox's secrets. They are public (`.env.example`, `e2e/test-env.ts`): with them anyone could
 * sign a WayForPay callback or a webhook, so a real shop may not use them for any secret.
 */
const SANDBOX_SECRETS = new Set([
  'ck_sandbox_storefront',
  'cs_sandbox_storefront',
  'sand box app pass word',
  'np_sandbox_key',
  'sandbox_wayforpay_secret',
  'sandbox_revalidate_secret',
  'e2e_revalidate_secret',
  'sandbox-site-key',
  'sandbox_captcha_secret',
]);

const SECRET_SETTINGS = [
  'WOOCOMMERCE_CONSUMER_KEY',
  'WOOCOMMERCE_CONSUMER_SECRET',
  'WORDPRESS_APP_PASSWORD',
  'NOVAPOSHTA_API_KEY',
  'WAYFORPAY_SECRET_KEY',
  'REVALIDATE_SECRET',
  'CAPTCHA_SITE_KEY',
  'CAPTCHA_SECRET',
];

const DEFAULT_SANDBOX_PORT = '4000';

/** `http://localhost:4000`, or the port SANDBOX_PORT names. */
export function sandboxUrl(env) {
  return `http://localhost:${env.SANDBOX_PORT || DEFAULT_SANDBOX_PORT}`;
}

/**
 * The shop runs on the sandbox when WOOCOMMERCE_URL is unset or empty, or is the sandbox's own address:
 * plain http on `localhost` or `127.0.0.1` at SANDBOX_PORT (4000 unless set), with no path but `/`.
 * Anything else, another port or host or https included, is a real shop.
 */
export function runsOnSandbox(env) {
  const value = env.WOOCOMMERCE_URL;
  if (!value) return true;
  let url;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1') &&
    url.port === String(env.SANDBOX_PORT || DEFAULT_SANDBOX_PORT) &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}

/**
 * What stops the shop from running on these settings, one line per setting: nothing on the sandbox,
 * where `.env.example`'s values fill the gaps; on a real shop every setting of REAL_SHOP_SETTINGS that
 * is unset or empty, and every secret that is one of the sandbox's.
 */
export function realShopSettingProblems(env) {
  if (runsOnSandbox(env)) return [];
  return REAL_SHOP_SETTINGS.flatMap((name) => {
    const value = env[name]?.trim();
    if (!value) return [`${name} is not set`];
    if (SECRET_SETTINGS.includes(name) && SANDBOX_SECRETS.has(value)) {
      return [`${name} is a public sandbox value (from .env.example or the tests); set the shop's own`];
    }
    return [];
  });
}

/** One readable error naming every problem, for the server's log and `npm start`'s output. */
export function settingsErrorMessage(env, problems) {
  const where = runsOnSandbox(env)
    ? 'The shop cannot start on the sandbox:'
    : `The shop cannot start: WOOCOMMERCE_URL is ${env.WOOCOMMERCE_URL}, not the local sandbox (${sandboxUrl(env)}), so every setting must be the shop's own and the sandbox's values do not apply:`;
  return [
    where,
    ...problems.map((problem) => `  - ${problem}`),
    'Set or correct them in the environment or in .env; docs/woocommerce.md says what each one is.',
  ].join('\n');
}
