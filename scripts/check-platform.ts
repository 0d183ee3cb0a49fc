// `npm run check:platform`: the live contract check of the shop's WordPress, WooCommerce and Nova
// Poshta against this repository (graphql/ operations, wordpress/ definition), with the settings the
// shop runs with (environment over .env; on the sandbox, .env.example's). Read-only calls only.
// `--json <file>` also writes {passed, failed, findings} for `npm test`.
import fs from 'node:fs';
import { resolveEnv } from './backend-env.mjs';
import { checkPlatform } from './check-platform/checks';
import { formatFindings } from './check-platform/report';

const { env, usesSandbox, sandboxUrl } = resolveEnv();
const setting = (name: string, fallback = '') => (env[name] as string | undefined) || fallback;
const woocommerceUrl = setting('WOOCOMMERCE_URL', sandboxUrl);
const settings = {
  woocommerceUrl,
  woocommerceKey: setting('WOOCOMMERCE_CONSUMER_KEY'),
  woocommerceSecret: setting('WOOCOMMERCE_CONSUMER_SECRET'),
  wordpressGraphqlUrl: setting('WORDPRESS_GRAPHQL_URL', `${woocommerceUrl}/graphql`),
  wordpressAppUser: setting('WORDPRESS_APP_USER'),
  wordpressAppPassword: setting('WORDPRESS_APP_PASSWORD'),
  contactForm7Url: setting('CONTACT_FORM_7_URL', `${woocommerceUrl}/wp-json/contact-form-7/v1`),
  newsletterFormId: Number(setting('NEWSLETTER_FORM_ID', '4096')),
  novaposhtaUrl: setting('NOVAPOSHTA_API_URL', 'https://api.novaposhta.ua/v2.0/json/'),
  novaposhtaKey: setting('NOVAPOSHTA_API_KEY'),
  siteUrl: setting('SITE_URL', 'http://localhost:3000'),
};

async function main(): Promise<void> {
  console.log(`check:platform — ${usesSandbox ? 'the sandbox at ' : ''}${woocommerceUrl}`);
  const findings = await checkPlatform(settings, { root: process.cwd() });
  console.log(formatFindings(findings));
  const failed = findings.filter((f) => !f.ok).length;
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0 && process.argv[jsonAt + 1]) {
    fs.writeFileSync(
      process.argv[jsonAt + 1],
      JSON.stringify({ passed: findings.length - failed, failed, findings }, null, 2),
    );
  }
  process.exitCode = failed ? 1 : 0;
}

void main();
