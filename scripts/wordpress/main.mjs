// `npm run wordpress`: the shop on a real WordPress + WooCommerce on this machine.
//   npm run wordpress                 installs what is missing, brings the platform up (the first time:
//                                     installs, configures by the docs' steps and seeds the demo shop),
//                                     writes .env.wordpress, starts the stand-ins and the shop
//   npm run wordpress -- --reset      the same from a clean site
//   npm run wordpress -- --no-shop    the platform only (the tests start their own shop)
//   npm run wordpress -- --stop       stops WordPress and MariaDB
// Settings: WORDPRESS_PLATFORM_DIR (the zips; ../shared/wordpress-platform), WORDPRESS_PORT (8080),
// WORDPRESS_DIR (.wordpress), PORT (the shop, 3000), SANDBOX_PORT (the stand-ins, 4000),
// SANDBOX_SMTP_PORT (their mail sink, 2525).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { bringUpPlatform, PlatformError, stopPlatform } from './platform.mjs';
import { seedPlatform } from './seed.mjs';
import { restClient } from './seed/rest.ts';
import { enableDisabledWebhooks } from './seed/webhooks.ts';
import { shopEnv, standInEnv, writeEnvFile } from './shop-env.mjs';

const args = new Set(process.argv.slice(2));
const env = process.env;
const dir = path.resolve(env.WORDPRESS_DIR ?? '.wordpress');
const ports = {
  port: Number(env.WORDPRESS_PORT ?? 8080),
  shopPort: Number(env.PORT ?? 3000),
  standInPort: Number(env.SANDBOX_PORT ?? 4000),
  smtpPort: Number(env.SANDBOX_SMTP_PORT ?? 2525),
};

if (args.has('--stop')) {
  await stopPlatform(dir);
  console.log(`Stopped the WordPress of ${dir}.`);
  process.exit(0);
}

const packages = spawnSync('bash', ['scripts/ensure-system-packages.sh', '--wordpress'], {
  stdio: 'inherit',
});
if (packages.status !== 0) process.exit(1);

let site;
try {
  site = await bringUpPlatform({
    dir,
    platformDir: path.resolve(env.WORDPRESS_PLATFORM_DIR ?? '../shared/wordpress-platform'),
    port: ports.port,
    shopPort: ports.shopPort,
    smtpPort: ports.smtpPort,
    reset: args.has('--reset'),
  });
  if (!site.seeded) {
    await seedPlatform(site, { siteDir: path.join(dir, 'site'), log: console.log });
    site.markSeeded();
  } else {
    const client = restClient({ url: site.url, user: site.adminUser, appPassword: site.adminAppPassword });
    const enabled = await enableDisabledWebhooks(client);
    if (enabled)
      console.log(
        `turned ${enabled} webhooks back on (disabled by deliveries that failed while the shop was away)`,
      );
  }
} catch (error) {
  // Never a half-started site: whatever came up goes down again.
  await stopPlatform(dir);
  console.error(error instanceof PlatformError ? error.message : error);
  process.exit(1);
}

const shop = shopEnv(site, ports);
// The tests' site (another WORDPRESS_DIR) keeps its settings beside it, not over a developer's.
const standIns = standInEnv(site, { ...ports, dataDir: path.join(dir, 'stand-ins') });
writeEnvFile(path.join(dir, 'shop.env'), shop);
// The tests start the stand-ins themselves (playwright.wordpress.config.ts) with these.
writeEnvFile(path.join(dir, 'stand-ins.env'), standIns);
if (dir === path.resolve('.wordpress')) writeEnvFile('.env.wordpress', shop);
const admin = `${site.url}/wp-admin/  (user ${site.adminUser}, password ${site.adminPassword})`;
if (args.has('--no-shop')) {
  console.log(`\nWordPress: ${admin}\nThe shop's settings: ${path.join(dir, 'shop.env')}`);
  process.exit(0);
}

const children = [];
function run(script, scriptArgs, childEnv) {
  const child = spawn(process.execPath, [script, ...scriptArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...childEnv },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
}
function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('node_modules/tsx/dist/cli.mjs', ['sandbox/src/main.ts'], standIns);
// scripts/start.mjs builds the shop when it has no build, checks the settings and serves it.
run('scripts/start.mjs', [], shop);
console.log(
  `\nShop:      http://localhost:${ports.shopPort}  (on ${site.url}; settings in .env.wordpress)\n` +
    `WordPress: ${admin}\nMail sink: http://localhost:${ports.standInPort}/mail\n`,
);
