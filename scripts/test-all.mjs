// `npm test`: every check and every test runner in one go, ending with one line
// `N passed, N failed` over all of them. A static check (lint, format, types, codegen, build)
// counts as one test; jest and Playwright contribute their own counts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const OUT = '.test-output';
fs.mkdirSync(OUT, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function sh(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args, env) {
  const { ok, seconds } = sh(label, command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  return ok;
}

/**
 * The WordPress lane started now and awaited at the end: its output goes to a log file, printed when
 * it is awaited, so it does not interleave with the runners in the foreground; its counts come from
 * the summary it writes.
 */
function laneInBackground() {
  const log = `${OUT}/wordpress-lane.log`;
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  const child = spawn('node', ['scripts/wordpress-lane.mjs'], { stdio: ['ignore', out, out] });
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  return async () => {
    const code = await exited;
    // The foreground runners block the event loop, so the exit is seen late: its last line is when it ended.
    const seconds = ((fs.statSync(log).mtimeMs - started) / 1000).toFixed(1);
    fs.closeSync(out);
    console.log(`\n=== the WordPress lane (in the background)\n${fs.readFileSync(log, 'utf8')}`);
    const lane = readJson(`${OUT}/wordpress-lane.json`);
    if (!lane || code !== 0) {
      totals.failed += 1;
      lines.push(`FAIL the WordPress lane ended without its summary (exit ${code})`);
      return;
    }
    totals.passed += lane.passed;
    totals.failed += lane.failed;
    totals.skipped += lane.skipped;
    lines.push(...lane.lines, `     the WordPress lane took ${seconds} s, in the background`);
  };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runner(label, command, args, jsonFile, count, env = {}) {
  fs.rmSync(jsonFile, { force: true });
  const { ok, seconds } = sh(label, command, args, env);
  const report = readJson(jsonFile);
  const c = report ? count(report) : { passed: 0, failed: 0, skipped: 0 };
  // A runner that crashed before reporting, or exited non-zero with no failed test, still fails.
  if (!ok && c.failed === 0) c.failed = 1;
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${c.passed} passed, ${c.failed} failed (${seconds} s)`);
  return ok;
}

// Chromium and redis-server come from Debian, not npm: installed here when missing, so `npm test`
// works on a fresh machine by itself.
check('system packages', 'bash', ['scripts/ensure-system-packages.sh']);

// The real platform: WordPress, WooCommerce and the plugins from the zips of WORDPRESS_PLATFORM_DIR,
// their contract check, the differential and the journeys through the built shop on them, as one
// background process (scripts/wordpress-lane.mjs). It comes up while the static checks run and checks
// while jest runs; its journeys wait until the sandbox's Playwright is done. Side by side the two
// Playwright runs took 2 cores past the shop's 5 s platform deadline: PHP answered WordPress's and
// WooCommerce's cold reads too late and the real-platform journeys failed.
fs.rmSync(`${OUT}/journeys.status`, { force: true });
fs.rmSync(`${OUT}/wordpress-lane.json`, { force: true });
const wordpressLane = laneInBackground();

// The static checks one at a time: run side by side (with the platform coming up) they took 2.5 times
// as long (eslint 22 s → 102 s, typecheck 29 s → 87 s on 2 cores).
check('eslint', 'npx', ['eslint', '.']);
check('prettier', 'npx', ['prettier', '--check', '.']);
// `next typegen` writes the route types (PageProps, LayoutProps) that a fresh clone has no build for yet.
const typechecked = check('typecheck', 'sh', ['-c', 'npx next typegen && npx tsc --noEmit']);
check('codegen', 'npx', ['tsx', 'scripts/codegen-check.mjs']);

// The live contract check (npm run check:platform) against a fresh sandbox: each finding counts.
runner(
  'check:platform (sandbox)',
  'npx',
  ['tsx', 'scripts/check-platform-sandbox.ts', `${OUT}/check-platform.json`],
  `${OUT}/check-platform.json`,
  (r) => ({ passed: r.passed, failed: r.failed, skipped: 0 }),
);

// Two workers: jest's default on 2 cores is one, which left a core idle once the platform was up
// (the whole suite alone on this 2-core machine: 1 worker ~290 s, 2 workers 206 s).
runner(
  'jest',
  'npx',
  ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${OUT}/jest.json`],
  `${OUT}/jest.json`,
  (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    skipped: r.numPendingTests + r.numTodoTests,
  }),
);

const built = check('next build', 'npx', ['next', 'build'], {
  // The e2e servers run on their own ports; the build itself never calls the backend.
  NEXT_TELEMETRY_DISABLED: '1',
  // tsc has checked every file above (next.config.js): the build does not check its share again.
  ...(typechecked && { TYPECHECKED: '1' }),
});
if (built) {
  runner('playwright', 'npx', ['playwright', 'test'], `${OUT}/playwright.json`, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  }));
} else {
  totals.failed += 1;
  lines.push('FAIL playwright: not run, the build failed');
}
// The WordPress lane's journeys may start now.
fs.writeFileSync(`${OUT}/journeys.status`, built ? 'ok' : 'failed');

await wordpressLane();

const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
fs.writeFileSync(`${OUT}/summary.txt`, `${summary}\n`);
console.log(`\n${lines.join('\n')}\n\n${summary}`);
process.exit(totals.failed ? 1 : 0);
