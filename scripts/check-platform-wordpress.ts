// `npm test`'s contract check of the real platform: the WordPress that `npm run wordpress -- --no-shop`
// brought up in WORDPRESS_DIR, checked exactly as `npm run check:platform` checks a shop owner's site,
// with the settings it wrote there; Nova Poshta is the sandbox's stand-in, started here with the
// site's key. Writes {passed, failed, skipped, findings} to the file given as the first argument.
//
// The platform zips carry ACF free; the guide asks for ACF PRO (options pages, repeaters), which the
// local site gets from wordpress/local/mu-plugins/acf-pro-stand-in.php, read by the real WPGraphQL for
// ACF. Everything must pass.
import fs from 'node:fs';
import path from 'node:path';
import { startSandbox } from '../sandbox/test/harness';
import { checkPlatform } from './check-platform/checks';
import { formatFindings } from './check-platform/report';

function readEnvFile(file: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('=') && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

async function main(): Promise<void> {
  const dir = path.resolve(process.env.WORDPRESS_DIR ?? '.wordpress');
  const env = readEnvFile(path.join(dir, 'shop.env'));
  const standIns = await startSandbox({
    novaposhta: { apiKey: env.NOVAPOSHTA_API_KEY, ttnMetaKey: 'novaposhta_ttn' },
  });
  try {
    const findings = await checkPlatform(
      {
        woocommerceUrl: env.WOOCOMMERCE_URL,
        woocommerceKey: env.WOOCOMMERCE_CONSUMER_KEY,
        woocommerceSecret: env.WOOCOMMERCE_CONSUMER_SECRET,
        wordpressGraphqlUrl: env.WORDPRESS_GRAPHQL_URL,
        wordpressAppUser: env.WORDPRESS_APP_USER,
        wordpressAppPassword: env.WORDPRESS_APP_PASSWORD,
        contactForm7Url: env.CONTACT_FORM_7_URL,
        newsletterFormId: Number(env.NEWSLETTER_FORM_ID),
        novaposhtaUrl: `${standIns.url}/v2.0/json/`,
        novaposhtaKey: env.NOVAPOSHTA_API_KEY,
        siteUrl: env.SITE_URL,
      },
      { root: process.cwd() },
    );
    console.log(`check:platform — the real WordPress at ${env.WOOCOMMERCE_URL}`);
    console.log(formatFindings(findings));
    const failed = findings.filter((f) => !f.ok).length;
    if (process.argv[2]) {
      const passed = findings.length - failed;
      fs.writeFileSync(process.argv[2], JSON.stringify({ passed, failed, skipped: 0, findings }, null, 2));
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await standIns.close();
  }
}

void main();
