// npm test's WordPress lane, as one background process beside the sandbox's runners
// (scripts/test-all.mjs): brings the real platform up from the zips (`npm run wordpress -- --no-shop
// --reset`), runs its contract check and the differential against it while jest runs, waits until
// test-all says the journeys may start (the build done and the sandbox's Playwright finished), runs
// the journeys on the real platform (playwright.wordpress.config.ts) and stops the platform. Its shop
// runs from a copy of the build (NEXT_DIST_DIR=.next-wordpress), so it never shares a data cache with
// another shop of the same build. Writes its counts to .test-output/wordpress-lane.json for test-all
// to add up.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const OUT = '.test-output';
const JOURNEYS_STATUS = `${OUT}/journeys.status`;
const DIST_DIR = '.next-wordpress';
const LANE_ENV = {
  WORDPRESS_DIR: `${OUT}/wordpress`,
  WORDPRESS_PORT: '8180',
  PORT: '3180',
  SANDBOX_PORT: '4180',
  SANDBOX_SMTP_PORT: '2680',
};
const lines = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

function sh(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...LANE_ENV, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A runner whose report names its own counts; one that crashed before reporting still fails. */
function runner(label, command, args, jsonFile, count, env) {
  fs.rmSync(jsonFile, { force: true });
  const { ok, seconds } = sh(label, command, args, env);
  const report = readJson(jsonFile);
  const c = report ? count(report) : { passed: 0, failed: 0, skipped: 0 };
  if (!ok && c.failed === 0) c.failed = 1;
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${c.passed} passed, ${c.failed} failed (${seconds} s)`);
  return ok;
}

/** True once test-all says the journeys may start, false when the build failed. */
async function journeysMayStart() {
  for (;;) {
    const status = fs.existsSync(JOURNEYS_STATUS) ? fs.readFileSync(JOURNEYS_STATUS, 'utf8').trim() : '';
    if (status) return status === 'ok';
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

const counts = (r) => ({ passed: r.passed, failed: r.failed, skipped: r.skipped ?? 0 });
const playwrightCounts = (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
});

const up = sh('wordpress: up, configured, seeded', 'npx', [
  'tsx',
  'scripts/wordpress/main.mjs',
  '--no-shop',
  '--reset',
]);
totals[up.ok ? 'passed' : 'failed'] += 1;
lines.push(`${up.ok ? 'ok  ' : 'FAIL'} wordpress: up, configured, seeded (${up.seconds} s)`);
if (up.ok) {
  runner(
    'check:platform (wordpress)',
    'npx',
    ['tsx', 'scripts/check-platform-wordpress.ts', `${OUT}/check-platform-wordpress.json`],
    `${OUT}/check-platform-wordpress.json`,
    counts,
  );
  // The sandbox against the same site, call by call: each compared answer's shape is one finding.
  runner(
    'differential (sandbox vs wordpress)',
    'npx',
    ['tsx', 'scripts/differential-wordpress.ts', `${OUT}/differential-wordpress.json`],
    `${OUT}/differential-wordpress.json`,
    counts,
  );
  if (await journeysMayStart()) {
    fs.rmSync(DIST_DIR, { recursive: true, force: true });
    fs.cpSync('.next', DIST_DIR, { recursive: true, filter: (source) => !source.startsWith('.next/cache') });
    runner(
      'playwright (wordpress)',
      'npx',
      ['playwright', 'test', '-c', 'playwright.wordpress.config.ts'],
      `${OUT}/playwright-wordpress.json`,
      playwrightCounts,
      { NEXT_DIST_DIR: DIST_DIR },
    );
    fs.rmSync(DIST_DIR, { recursive: true, force: true });
  } else {
    lines.push('     playwright (wordpress): not run, the build failed');
  }
}
sh('wordpress: down', 'npx', ['tsx', 'scripts/wordpress/main.mjs', '--stop']);
fs.writeFileSync(`${OUT}/wordpress-lane.json`, JSON.stringify({ ...totals, lines }));
