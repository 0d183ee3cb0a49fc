// `npm test`'s run of the live contract check: a freshly seeded sandbox in this process (as the
// sandbox's own tests start it), checked exactly as `npm run check:platform` checks a real shop.
// Writes {passed, failed, findings} to the file given as the first argument.
import fs from 'node:fs';
import { checkPlatform } from './check-platform/checks';
import { formatFindings } from './check-platform/report';
import { startSandbox } from '../sandbox/test/harness';

const SITE = 'http://localhost:3000';

async function main(): Promise<void> {
  const sandbox = await startSandbox({ webhookUrl: `${SITE}/api/revalidate` });
  try {
    const { config } = sandbox.ctx;
    const findings = await checkPlatform(
      {
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
        siteUrl: SITE,
      },
      { root: process.cwd() },
    );
    console.log(`check:platform — the sandbox at ${sandbox.url}`);
    console.log(formatFindings(findings));
    const failed = findings.filter((f) => !f.ok).length;
    if (process.argv[2]) {
      fs.writeFileSync(
        process.argv[2],
        JSON.stringify({ passed: findings.length - failed, failed, findings }, null, 2),
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await sandbox.close();
  }
}

void main();
