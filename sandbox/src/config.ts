import path from 'node:path';
import { DEFAULT_DEFINITION_DIR } from './wordpress/acf/definition';
import { SITE_LANGUAGES, type SiteLanguage } from './woocommerce/coupon-messages';

export interface SandboxConfig {
  /** 0 picks a free port; `main.ts` prints the real one on its `sandbox: ready {…}` line. */
  port: number;
  smtpPort: number;
  dataDir: string;
  /** Public base URL of the sandbox, used in media URLs, webhooks and pay-page links. */
  baseUrl: string;
  /** Where product/category webhooks go (the storefront's /api/revalidate), empty to send none. */
  webhookUrl: string;
  webhookSecret: string;
  woocommerce: { consumerKey: string; consumerSecret: string };
  wordpress: { appUser: string; appPassword: string };
  /**
   * `ttnMetaKey`: the order meta holding a Nova Poshta waybill (`NOVAPOSHTA_TTN_META_KEY`, the same
   * setting as the storefront's; default `novaposhta_ttn`, as the "Shipping for Nova Poshta" plugin
   * writes it). A waybill put on an order under it is then known to the tracking API.
   */
  novaposhta: { apiKey: string; ttnMetaKey: string };
  wayforpay: { merchantAccount: string; secretKey: string };
  /** The secret siteverify accepts (`CAPTCHA_SECRET`, the storefront's setting). */
  captcha: { secret: string };
  /**
   * WordPress's Site Language (`SANDBOX_SITE_LANGUAGE=uk`): the language of WooCommerce's coupon
   * error messages, as a real site answers REST errors in its locale. Default English.
   */
  siteLanguage: SiteLanguage;
  /**
   * The WordPress definition (ACF JSON + settings.json) the GraphQL schema and the options/wheel
   * storage are built from: the repository's `wordpress/`, or `SANDBOX_WORDPRESS_DIR` (tests start a
   * sandbox with a field removed this way).
   */
  wordpressDir: string;
  /** `SANDBOX_GENERATED_PERFUMES`: perfumes added to the demo's at reset, to measure a large catalogue. */
  generatedPerfumes: number;
  /** Stop when stdin closes (`SANDBOX_EXIT_WITH_STDIN=1`), so a child sandbox dies with its parent. */
  exitWithStdin: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.SANDBOX_PORT ?? 4000);
  return {
    port,
    smtpPort: Number(env.SANDBOX_SMTP_PORT ?? 2525),
    dataDir: env.SANDBOX_DATA_DIR ?? path.join(__dirname, '..', '.data'),
    baseUrl: env.SANDBOX_URL ?? `http://localhost:${port}`,
    webhookUrl: env.SANDBOX_WEBHOOK_URL ?? '',
    webhookSecret: env.REVALIDATE_SECRET ?? 'sandbox_revalidate_secret',
    woocommerce: {
      consumerKey: env.WOOCOMMERCE_CONSUMER_KEY ?? 'ck_sandbox_storefront',
      consumerSecret: env.WOOCOMMERCE_CONSUMER_SECRET ?? 'cs_sandbox_storefront',
    },
    wordpress: {
      appUser: env.WORDPRESS_APP_USER ?? 'storefront',
      appPassword: env.WORDPRESS_APP_PASSWORD ?? 'sand box app pass word',
    },
    novaposhta: {
      apiKey: env.NOVAPOSHTA_API_KEY ?? 'np_sandbox_key',
      ttnMetaKey: env.NOVAPOSHTA_TTN_META_KEY || 'novaposhta_ttn',
    },
    wayforpay: {
      merchantAccount: env.WAYFORPAY_MERCHANT_ACCOUNT ?? 'sandbox_merchant',
      secretKey: env.WAYFORPAY_SECRET_KEY ?? 'sandbox_wayforpay_secret',
    },
    captcha: { secret: env.CAPTCHA_SECRET ?? 'sandbox_captcha_secret' },
    siteLanguage: SITE_LANGUAGES.find((lang) => lang === env.SANDBOX_SITE_LANGUAGE) ?? 'en',
    exitWithStdin: env.SANDBOX_EXIT_WITH_STDIN === '1',
    generatedPerfumes: Math.max(0, Math.floor(Number(env.SANDBOX_GENERATED_PERFUMES) || 0)),
    wordpressDir: env.SANDBOX_WORDPRESS_DIR || DEFAULT_DEFINITION_DIR,
  };
}
