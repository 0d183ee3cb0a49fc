import type { RunningSandbox } from '../../sandbox/test/harness';
import type { PlatformSettings } from './checks';

/** The storefront address the sandbox's webhooks are said to go to; nothing listens there. */
export const SANDBOX_SITE_URL = 'http://localhost:3000';

/** The settings a storefront on this sandbox runs with, as check:platform reads a real shop's. */
export function sandboxPlatformSettings(
  sandbox: RunningSandbox,
  extra: Partial<PlatformSettings> = {},
): PlatformSettings {
  const { config } = sandbox.ctx;
  return {
    woocommerceUrl: sandbox.url,
    woocommerceKey: config.woocommerce.consumerKey,
    woocommerceSecret: config.woocommerce.consumerSecret,
    wordpressGraphqlUrl: `${sandbox.url}/graphql`,
    wordpressAppUser: config.wordpress.appUser,
    wordpressAppPassword: config.wordpress.appPassword,
    contactForm7Url: `${sandbox.url}/wp-json/contact-form-7/v1`,
    newsletterFormId: 4096,
    novaposhtaUrl: `${sandbox.url}/v2.0/json/`,
    novaposhtaKey: config.novaposhta.apiKey,
    siteUrl: SANDBOX_SITE_URL,
    ...extra,
  };
}
