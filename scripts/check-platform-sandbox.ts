// `npm test`'s run of the live contract check: a freshly seeded sandbox in this process (as the
// sandbox's own tests start it), checked exactly as `npm run check:platform` checks a real shop.
// Writes {passed, failed, findings} to the file given as the first argument.
import fs from 'node:fs';
import { checkPlatform } from './check-platform/checks';
import { formatFindings } from './check-platform/report';
import { SANDBOX_SITE_URL as SITE, sandboxPlatformSettings } from './check-platform/sandbox-settings';
import { startSandbox } from '../sandbox/test/harness';

async function main(): Promise<void> {
  const sandbox = await startSandbox({ webhookUrl: `${SITE}/api/revalidate` });
  try {
    const findings = await checkPlatform(sandboxPlatformSettings(sandbox), { root: process.cwd() });
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
