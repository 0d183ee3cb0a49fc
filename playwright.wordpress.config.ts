import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { returningShopper } from './e2e/test-env';
import { SHOP_URL, STAND_INS_URL, shopEnv, standInEnv } from './e2e/wordpress/lane';

/*
 * The journeys on the real platform (npm test's WordPress lane): the built shop on the WordPress that
 * `npm run wordpress -- --no-shop` brought up, with the sandbox only as the outside services.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/wordpress',
  testIgnore: [],
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright-wordpress.json' }]],
  use: {
    ...base.use,
    baseURL: SHOP_URL,
    storageState: returningShopper(SHOP_URL),
  },
  webServer: [
    {
      command: 'npx tsx sandbox/src/main.ts',
      url: `${STAND_INS_URL}/health`,
      env: { ...process.env, ...standInEnv } as Record<string, string>,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // Its own copy of the build when npm test runs it beside the sandbox's shop (scripts/wordpress-lane.mjs).
      command: `rm -rf ${process.env.NEXT_DIST_DIR ?? '.next'}/cache/fetch-cache && npx next start -p ${shopEnv.PORT}`,
      url: `${SHOP_URL}/api/health`,
      env: { ...process.env, ...shopEnv } as Record<string, string>,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
