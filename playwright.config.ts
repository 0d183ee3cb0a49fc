import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { SHOP_PORT, SANDBOX_URL, SHOP_URL, returningShopper, serverEnv } from './e2e/test-env';

/*
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Blink as
 * /usr/bin/chromium, which is what Playwright itself runs headless by default): on this 2-core
 * machine class it runs the same specs in about 0.7 of the full browser's time (130 s → 88 s for 19
 * page loads with axe). CHROMIUM_PATH picks another; the full browser is the fallback.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const env = { ...process.env, ...serverEnv } as Record<string, string>;

export default defineConfig({
  testDir: 'e2e',
  // The real platform's journeys run in their own lane (playwright.wordpress.config.ts).
  testIgnore: 'wordpress/**',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL: SHOP_URL,
    storageState: returningShopper(SHOP_URL),
    launchOptions: {
      executablePath: CHROMIUM,
      // This machine has no internet: Chromium's own background traffic only produces refusals.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  // The sandbox starts from its seed every run (reset first), then the built shop on top of it.
  webServer: [
    {
      command: 'npx tsx sandbox/src/reset.ts && npx tsx sandbox/src/main.ts',
      url: `${SANDBOX_URL}/health`,
      env,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // The shop's data cache would otherwise keep an earlier run's catalogue (a renamed product, an
      // older seed's posts) over the freshly reset sandbox.
      command: `rm -rf .next/cache/fetch-cache && npx next start -p ${SHOP_PORT}`,
      url: `${SHOP_URL}/api/health`,
      env,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
