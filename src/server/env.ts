import 'server-only';
import { z } from 'zod';
import { realShopSettingProblems, runsOnSandbox, settingsErrorMessage } from './sandbox-settings.mjs';

/**
 * Server settings. With nothing set the shop runs on the local sandbox with the values of
 * `.env.example`; `SANDBOX_PORT` moves every sandbox default at once (the e2e run uses 4100).
 * Real shops set the URLs and keys in the environment; no code changes. The defaults below apply
 * only on the sandbox (`runsOnSandbox` in sandbox-settings.mjs): pointed at any other backend, every
 * secret and URL must be set and none may be the sandbox's, or parsing fails naming each one.
 */
/** See src/server/tracking/settings.ts for where this key comes from. */
export const DEFAULT_WAYBILL_META_KEY = 'novaposhta_ttn';

const envSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().positive().default(4000),
  WOOCOMMERCE_URL: z.url().optional(),
  WOOCOMMERCE_CONSUMER_KEY: z.string().min(1).default('ck_sandbox_storefront'),
  WOOCOMMERCE_CONSUMER_SECRET: z.string().min(1).default('cs_sandbox_storefront'),
  WORDPRESS_GRAPHQL_URL: z.url().optional(),
  WORDPRESS_APP_USER: z.string().min(1).default('storefront'),
  WORDPRESS_APP_PASSWORD: z.string().min(1).default('sand box app pass word'),
  NOVAPOSHTA_API_URL: z.url().optional(),
  NOVAPOSHTA_API_KEY: z.string().min(1).default('np_sandbox_key'),
  WAYFORPAY_MERCHANT_ACCOUNT: z.string().min(1).default('sandbox_merchant'),
  WAYFORPAY_SECRET_KEY: z.string().min(1).default('sandbox_wayforpay_secret'),
  WAYFORPAY_PAY_URL: z.url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  /** The shop's sender, e.g. `Brand <orders@example.ua>`; absent: orders@ the SITE_URL's host. */
  MAIL_FROM: z.string().min(1).optional(),
  /** The sandbox's mail sink (sandbox/src/config.ts); the default SMTP_URL follows it. */
  SANDBOX_SMTP_PORT: z.coerce.number().int().positive().default(2525),
  REVALIDATE_SECRET: z.string().min(1).default('sandbox_revalidate_secret'),
  SITE_URL: z.url().default('http://localhost:3000'),
  GTM_ID: z.string().default(''),
  /** The shop's own WordPress endpoint `{base}/coupon/v1/subscription` (spec §7): `{email}` → `data.result`. */
  NEWSLETTER_SUBSCRIPTION_URL: z.url().optional(),
  /** Contact Form 7's REST base, `{base}/wp-json/contact-form-7/v1`; the newsletter form posts to its feedback route. */
  CONTACT_FORM_7_URL: z.url().optional(),
  /** The newsletter form's numeric post id (CF7's REST route refuses the shortcode's hash). */
  NEWSLETTER_FORM_ID: z.coerce.number().int().positive().default(4096),
  /**
   * An IP-to-country lookup answering as ip2c.org does (`GET {url}/{ip}` → `1;UA;UKR;Ukraine`), used
   * to preselect the phone country at checkout. Unset: no lookup, every shopper starts with Ukraine.
   */
  IP_COUNTRY_URL: z.url().optional(),
  /**
   * Redis shared by the storefront's replicas (redis://…). Set it when more than one replica serves
   * the shop: an Idempotency-Key is then claimed there, so one key makes one order across replicas
   * even at the same instant. Unset: one replica, keys kept in its memory, and a key the checkout
   * marks as sent before (or this replica tried) looked up in WooCommerce.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** Seconds a cached catalogue or content response may be served before it is refetched. */
  CACHE_REVALIDATE_SECONDS: z.coerce.number().int().nonnegative().default(300),
  /**
   * Seconds WooCommerce or WordPress counts as down after a read got no answer: pages and the API
   * say "temporarily unavailable" at once instead of waiting out another deadline, then one call
   * tries again (src/server/platform-call/circuit-breaker.ts). Short, as most outages are a restart.
   * 0: every call waits for its own answer.
   */
  PLATFORM_DOWN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /**
   * The order meta key holding the Nova Poshta waybill (TTN); by default the one the "Shipping for
   * Nova Poshta" plugin (MORKVA, nova-poshta-ttn) writes. Blank means the default.
   */
  NOVAPOSHTA_TTN_META_KEY: z
    .string()
    .trim()
    .default('')
    .transform((key) => key || DEFAULT_WAYBILL_META_KEY),
  /**
   * How many proxies in front of the shop append to X-Forwarded-For (nginx, a load balancer, a CDN):
   * the client's address is the entry this many from the right; whatever the client wrote before it
   * is ignored. 0: nothing in front, so the header is the client's own word (rate limits then lean on
   * their all-clients ceilings).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * hCaptcha (or its sandbox stand-in): the site key the widget shows, the secret siteverify checks
   * tokens with, and the two URLs. A real shop sets the key and secret; the URLs default to hCaptcha's.
   */
  CAPTCHA_SITE_KEY: z.string().min(1).default('sandbox-site-key'),
  CAPTCHA_SECRET: z.string().min(1).default('sandbox_captcha_secret'),
  CAPTCHA_SCRIPT_URL: z.url().optional(),
  CAPTCHA_VERIFY_URL: z.url().optional(),
  /**
   * Caps on one order (pieces of one line; pieces in all, gifts not counted). A shop sells perfume to
   * people, not pallets to resellers: more than this is a call to the manager, and without a cap
   * one unpaid order could hold a product's whole stock (WooCommerce's REST takes any quantity).
   */
  ORDER_MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(999).default(20),
  ORDER_MAX_ITEMS: z.coerce.number().int().min(1).max(99_999).default(50),
  /**
   * Minutes an unpaid order keeps its goods before the shop cancels it and WooCommerce restores the
   * stock (and a coupon's use); 0 never cancels. Card payments (WayForPay) are paid on the spot, so
   * WooCommerce's own "Hold stock" default of 60; transfers wait for the manager to send the details
   * in working hours, so three days, a weekend included (docs/woocommerce.md, unpaid orders).
   */
  UNPAID_CARD_ORDER_HOLD_MINUTES: z.coerce.number().int().min(0).default(60),
  UNPAID_TRANSFER_ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(3 * 24 * 60),
});

const HCAPTCHA_SCRIPT_URL = 'https://js.hcaptcha.com/1/api.js';
const HCAPTCHA_VERIFY_URL = 'https://api.hcaptcha.com/siteverify';

export type ServerEnv = {
  woocommerceUrl: string;
  woocommerceKey: string;
  woocommerceSecret: string;
  wordpressGraphqlUrl: string;
  wordpressAppUser: string;
  wordpressAppPassword: string;
  novaposhtaUrl: string;
  novaposhtaKey: string;
  wayforpayMerchantAccount: string;
  wayforpaySecretKey: string;
  wayforpayPayUrl: string;
  smtpUrl: string;
  /** Empty when MAIL_FROM is not set (the mail module then writes one from SITE_URL). */
  mailFrom: string;
  revalidateSecret: string;
  siteUrl: string;
  gtmId: string;
  newsletterSubscriptionUrl: string;
  contactForm7Url: string;
  newsletterFormId: number;
  ipCountryUrl: string | null;
  redisUrl: string | null;
  cacheRevalidateSeconds: number;
  platformDownSeconds: number;
  trustedProxyHops: number;
  novaposhtaTtnMetaKey: string;
  captcha: { siteKey: string; secret: string; scriptUrl: string; verifyUrl: string };
  orderLimits: { maxLineQuantity: number; maxOrderQuantity: number };
  /** Minutes, 0 for never: `card` the WayForPay orders, `transfer` requisites and card transfer. */
  unpaidHoldMinutes: { card: number; transfer: number };
};

/** Empty strings count as unset, as `.env` files write an unset value as `NAME=`. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Settings the shop cannot run on; the message names every one, so one restart fixes them all. */
export class ServerEnvError extends Error {
  override name = 'ServerEnvError';
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const given = withoutEmpty(source);
  const parsed = envSchema.safeParse(given);
  const problems = [
    ...realShopSettingProblems(given),
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
  ];
  if (!parsed.success || problems.length > 0) throw new ServerEnvError(settingsErrorMessage(given, problems));
  const env = parsed.data;
  const sandbox = `http://localhost:${env.SANDBOX_PORT}`;
  const onSandbox = runsOnSandbox(given);
  return {
    woocommerceUrl: (env.WOOCOMMERCE_URL ?? sandbox).replace(/\/+$/, ''),
    woocommerceKey: env.WOOCOMMERCE_CONSUMER_KEY,
    woocommerceSecret: env.WOOCOMMERCE_CONSUMER_SECRET,
    wordpressGraphqlUrl: env.WORDPRESS_GRAPHQL_URL ?? `${sandbox}/graphql`,
    wordpressAppUser: env.WORDPRESS_APP_USER,
    wordpressAppPassword: env.WORDPRESS_APP_PASSWORD,
    novaposhtaUrl: env.NOVAPOSHTA_API_URL ?? `${sandbox}/v2.0/json/`,
    novaposhtaKey: env.NOVAPOSHTA_API_KEY,
    wayforpayMerchantAccount: env.WAYFORPAY_MERCHANT_ACCOUNT,
    wayforpaySecretKey: env.WAYFORPAY_SECRET_KEY,
    wayforpayPayUrl: env.WAYFORPAY_PAY_URL ?? `${sandbox}/wayforpay/pay`,
    smtpUrl: env.SMTP_URL ?? `smtp://localhost:${env.SANDBOX_SMTP_PORT}`,
    mailFrom: env.MAIL_FROM ?? '',
    revalidateSecret: env.REVALIDATE_SECRET,
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    gtmId: env.GTM_ID,
    newsletterSubscriptionUrl: env.NEWSLETTER_SUBSCRIPTION_URL ?? `${sandbox}/wp-json/coupon/v1/subscription`,
    contactForm7Url: (env.CONTACT_FORM_7_URL ?? `${sandbox}/wp-json/contact-form-7/v1`).replace(/\/+$/, ''),
    newsletterFormId: env.NEWSLETTER_FORM_ID,
    ipCountryUrl: env.IP_COUNTRY_URL?.replace(/\/+$/, '') ?? null,
    redisUrl: env.REDIS_URL ?? null,
    cacheRevalidateSeconds: env.CACHE_REVALIDATE_SECONDS,
    platformDownSeconds: env.PLATFORM_DOWN_SECONDS,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    novaposhtaTtnMetaKey: env.NOVAPOSHTA_TTN_META_KEY,
    captcha: {
      siteKey: env.CAPTCHA_SITE_KEY,
      secret: env.CAPTCHA_SECRET,
      scriptUrl: env.CAPTCHA_SCRIPT_URL ?? (onSandbox ? `${sandbox}/captcha/api.js` : HCAPTCHA_SCRIPT_URL),
      verifyUrl:
        env.CAPTCHA_VERIFY_URL ?? (onSandbox ? `${sandbox}/captcha/siteverify` : HCAPTCHA_VERIFY_URL),
    },
    orderLimits: { maxLineQuantity: env.ORDER_MAX_LINE_QUANTITY, maxOrderQuantity: env.ORDER_MAX_ITEMS },
    unpaidHoldMinutes: {
      card: env.UNPAID_CARD_ORDER_HOLD_MINUTES,
      transfer: env.UNPAID_TRANSFER_ORDER_HOLD_MINUTES,
    },
  };
}

let cached: ServerEnv | undefined;

/** Parsed on first use, not at import, so `next build` never fails on settings it does not need. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
