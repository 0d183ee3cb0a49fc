import { defineConfig } from '@playwright/test';
import { SHOP_PORT, SANDBOX_URL, SHOP_URL, returningShopper, serverEnv } from './e2e/test-env';

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
