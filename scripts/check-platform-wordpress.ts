// `npm test`'s contract check of the real platform: the WordPress that `npm run wordpress -- --no-shop`
// brought up in WORDPRESS_DIR, checked exactly as `npm run check:platform` checks a shop owner's site,
// with the settings it wrote there; Nova Poshta is the sandbox's stand-in, started here with the
// site's key. Writes {passed, failed, skipped, findings} to the file given as the first argument.
//
// What the platform zips cannot give is reported, not failed: they carry ACF free, which has no
// options pages and no repeater fields (ACF PRO features, docs/woocommerce.md step 1), so the options
// pages' queries cannot be valid there. Everything else must pass.
import fs from 'node:fs';
import path from 'node:path';
import { startSandbox } from '../sandbox/test/harness';
import { checkPlatform } from './check-platform/checks';
import type { Finding } from './check-platform/report';
import { formatFindings } from './check-platform/report';

const NEEDS_ACF_PRO = /Cannot query field "siteOptions(En|Ru)?" on type "RootQuery"/;

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
    const platformGap = (f: Finding) => !f.ok && NEEDS_ACF_PRO.test(f.message);
    console.log(`check:platform — the real WordPress at ${env.WOOCOMMERCE_URL}`);
    console.log(formatFindings(findings));
    const skipped = findings.filter(platformGap).length;
    const failed = findings.filter((f) => !f.ok).length - skipped;
    if (skipped)
      console.log(`${skipped} not counted: they need ACF PRO, which the platform zips do not carry.`);
    if (process.argv[2]) {
      const passed = findings.length - failed - skipped;
      fs.writeFileSync(process.argv[2], JSON.stringify({ passed, failed, skipped, findings }, null, 2));
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await standIns.close();
  }
}

void main();
