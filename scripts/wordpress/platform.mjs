// The real WordPress + WooCommerce + plugins on this machine, from the release zips of
// WORDPRESS_PLATFORM_DIR: MariaDB on a private data folder (socket only), PHP's built-in server on the
// port, WordPress installed and configured by wordpress/local/setup (one line per docs step).
// Everything lives in one folder (`.wordpress/` by default), so a second run keeps the data and
// `reset` starts clean.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { standInSecrets } from './shop-env.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SETUP = path.join(ROOT, 'wordpress/local/setup');

/** The releases the local platform is built from; each zip's name starts with its folder's name. */
export const RELEASES = [
  { folder: 'wordpress', zip: 'wordpress-6.8.8.zip', from: 'https://wordpress.org/wordpress-6.8.8.zip' },
  { folder: 'woocommerce', zip: 'woocommerce-10.0.2.zip', main: 'woocommerce/woocommerce.php' },
  {
    folder: 'advanced-custom-fields',
    zip: 'advanced-custom-fields-6.8.1.zip',
    main: 'advanced-custom-fields/acf.php',
  },
  { folder: 'polylang', zip: 'polylang-3.8.7.zip', main: 'polylang/polylang.php' },
  { folder: 'contact-form-7', zip: 'contact-form-7-6.0.3.zip', main: 'contact-form-7/wp-contact-form-7.php' },
  { folder: 'wp-graphql', zip: 'wp-graphql-2.20.0.zip', main: 'wp-graphql/wp-graphql.php' },
  { folder: 'wpgraphql-acf', zip: 'wpgraphql-acf-2.7.1.zip', main: 'wpgraphql-acf/wpgraphql-acf.php' },
  {
    folder: 'wp-graphql-polylang',
    zip: 'wp-graphql-polylang-0.7.1.zip',
    main: 'wp-graphql-polylang/wp-graphql-polylang.php',
  },
];

export class PlatformError extends Error {}

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new PlatformError(
      `${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

function alive(pidFile) {
  if (!fs.existsSync(pidFile)) return false;
  try {
    process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

async function stopProcess(pidFile, group) {
  if (!alive(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  try {
    process.kill(group ? -pid : pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  for (let i = 0; i < 50 && alive(pidFile); i++) await sleep(100);
  fs.rmSync(pidFile, { force: true });
}

/** Stops the PHP server (its whole process group: its workers keep the port otherwise) and MariaDB. */
export async function stopPlatform(dir) {
  await stopPhp(dir);
  await stopProcess(path.join(dir, 'mariadb.pid'), false);
}

/** WordPress stops answering (MariaDB keeps running), as on a host whose PHP went down. */
export async function stopPhp(dir) {
  await stopProcess(path.join(dir, 'php.pid'), true);
}

/** PHP's server again for the site of `dir` (brought up before), on its port, as the host restarted it. */
export async function restartPhp(dir) {
  const { port, url } = JSON.parse(fs.readFileSync(path.join(dir, 'state.json'), 'utf8'));
  await startPhp({ dir, site: path.join(dir, 'site'), port, url });
}

function missingZips(platformDir) {
  return RELEASES.filter((release) => !fs.existsSync(path.join(platformDir, release.zip)));
}

function unpack(platformDir, site) {
  const missing = missingZips(platformDir);
  if (missing.length > 0) {
    throw new PlatformError(
      `WORDPRESS_PLATFORM_DIR (${platformDir}) lacks ${missing.map((r) => r.zip).join(', ')}.\n` +
        'Download these releases (wordpress.org/download/releases, wordpress.org/plugins/<name>/advanced/)\n' +
        'into that folder, or point WORDPRESS_PLATFORM_DIR at a folder that has them.',
    );
  }
  const stage = `${site}.unpacking`;
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  sh('unzip', ['-q', path.join(platformDir, RELEASES[0].zip), '-d', stage]);
  for (const release of RELEASES.slice(1)) {
    sh('unzip', [
      '-q',
      path.join(platformDir, release.zip),
      '-d',
      path.join(stage, 'wordpress/wp-content/plugins'),
    ]);
  }
  fs.renameSync(path.join(stage, 'wordpress'), site);
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(path.join(site, 'wp-content/mu-plugins'), { recursive: true });
}

async function startMariadb(dir) {
  const data = path.join(dir, 'db');
  const socket = path.join(dir, 'mysql.sock');
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const fresh = !fs.existsSync(path.join(data, 'mysql'));
  if (fresh) {
    fs.mkdirSync(data, { recursive: true });
    sh('mariadb-install-db', [
      ...asRoot,
      `--datadir=${data}`,
      '--skip-test-db',
      '--auth-root-authentication-method=socket',
    ]);
  }
  if (!alive(path.join(dir, 'mariadb.pid'))) {
    const log = fs.openSync(path.join(dir, 'mariadb.log'), 'a');
    const child = spawn(
      'mariadbd',
      [
        ...asRoot,
        `--datadir=${data}`,
        `--socket=${socket}`,
        '--skip-networking',
        `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
        '--innodb-buffer-pool-size=256M',
        '--innodb-flush-log-at-trx-commit=2',
      ],
      { detached: true, stdio: ['ignore', log, log] },
    );
    child.unref();
    fs.writeFileSync(path.join(dir, 'mariadb.pid'), String(child.pid));
    for (let i = 0; i < 150 && !fs.existsSync(socket); i++) await sleep(200);
    if (!fs.existsSync(socket)) throw new PlatformError(`MariaDB did not start: see ${dir}/mariadb.log`);
  }
  if (fresh) {
    sh('mariadb', [
      '-S',
      socket,
      '-uroot',
      '-e',
      "CREATE DATABASE wp CHARACTER SET utf8mb4; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';",
    ]);
  }
  return socket;
}

function writeConfig({ site, socket, url, shopPort, smtpPort }) {
  const salts = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ]
    .map((name) => `define( '${name}', '${crypto.randomBytes(32).toString('hex')}' );`)
    .join('\n');
  const config = `<?php
// Written by npm run wordpress (scripts/wordpress/platform.mjs).
define( 'DB_NAME', 'wp' ); define( 'DB_USER', 'wp' ); define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', 'localhost:${socket}' ); define( 'DB_CHARSET', 'utf8mb4' ); define( 'DB_COLLATE', '' );
${salts}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' ); define( 'WP_SITEURL', '${url}' );
// 'local' lets application passwords work over http (WordPress refuses them on other http sites).
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true ); define( 'WP_DEBUG_LOG', __DIR__ . '/../debug.log' ); define( 'WP_DEBUG_DISPLAY', false );
// No internet here: outgoing HTTP to other hosts fails at once instead of hanging; no updates.
define( 'WP_HTTP_BLOCK_EXTERNAL', true ); define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true ); define( 'FS_METHOD', 'direct' );
define( 'STOREFRONT_ACF_JSON', '${path.join(ROOT, 'wordpress/acf-json')}' );
define( 'STOREFRONT_SHOP_PORT', ${Number(shopPort)} ); define( 'STOREFRONT_SMTP_PORT', ${Number(smtpPort)} );
if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }
require_once ABSPATH . 'wp-settings.php';
`;
  fs.writeFileSync(path.join(site, 'wp-config.php'), config);
  const muPlugins = path.join(ROOT, 'wordpress/local/mu-plugins');
  for (const file of fs.readdirSync(muPlugins)) {
    fs.copyFileSync(path.join(muPlugins, file), path.join(site, 'wp-content/mu-plugins', file));
  }
}

function php(step, site, url, args = [], env = {}) {
  return sh('php', ['-d', 'memory_limit=512M', path.join(SETUP, step), site, url, ...args], {
    env: { ...process.env, ...env },
    cwd: ROOT,
  });
}

async function startPhp({ dir, site, port, url }) {
  if (alive(path.join(dir, 'php.pid'))) return;
  if (await answers(`http://127.0.0.1:${port}/`)) {
    throw new PlatformError(`Port ${port} is busy: stop what listens there or set WORDPRESS_PORT.`);
  }
  const log = fs.openSync(path.join(dir, 'php-server.log'), 'a');
  const child = spawn(
    'php',
    ['-d', 'memory_limit=512M', '-S', `127.0.0.1:${port}`, '-t', site, path.join(SETUP, 'router.php')],
    {
      detached: true,
      stdio: ['ignore', log, log],
      // Several workers, so WooCommerce's webhook deliveries to the shop and the shop's calls back
      // (one request waiting on another) do not deadlock.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '6' },
    },
  );
  child.unref();
  fs.writeFileSync(path.join(dir, 'php.pid'), String(child.pid));
  for (let i = 0; i < 100; i++) {
    if (await answers(`${url}/wp-json/`)) return;
    await sleep(200);
  }
  throw new PlatformError(`PHP's server did not answer on ${url}: see ${dir}/php-server.log`);
}

const secret = (prefix, bytes = 20) => `${prefix}${crypto.randomBytes(bytes).toString('hex')}`;

/**
 * Brings the platform up (installing and configuring it the first time) and answers what the shop
 * and the seed need. `state.json` keeps the credentials between runs.
 */
export async function bringUpPlatform({
  dir,
  platformDir,
  port,
  shopPort,
  smtpPort,
  reset = false,
  log = console.log,
}) {
  const url = `http://127.0.0.1:${port}`;
  const site = path.join(dir, 'site');
  const stateFile = path.join(dir, 'state.json');
  if (reset) {
    await stopPlatform(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const stamp = (what) => log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${what}`);

  const state = fs.existsSync(stateFile) ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : null;
  if (state && (state.port !== port || state.shopPort !== shopPort)) {
    throw new PlatformError(
      `${dir} was set up for WordPress on port ${state.port} and the shop on ${state.shopPort}; ` +
        'run with -- --reset to start clean on other ports.',
    );
  }
  if (!fs.existsSync(site)) {
    unpack(platformDir, site);
    stamp(`unpacked WordPress and ${RELEASES.length - 1} plugins from ${platformDir}`);
  }
  const socket = await startMariadb(dir);
  stamp('MariaDB up');
  if (!state) writeConfig({ site, socket, url, shopPort, smtpPort });

  let credentials = state;
  if (!state) {
    const adminPassword = secret('', 12);
    log(php('install.php', site, url, [adminPassword]).trim());
    for (const line of php(
      'activate.php',
      site,
      url,
      RELEASES.slice(1).map((release) => release.main),
    ).split('\n'))
      if (line) log(line);
    const setup = {
      shopUrl: `http://localhost:${shopPort}`,
      revalidateSecret: secret('whsec_'),
      consumerKey: secret('ck_'),
      consumerSecret: secret('cs_'),
      appUser: 'storefront',
    };
    const out = php('configure.php', site, url, [], { STOREFRONT_SETUP: JSON.stringify(setup) });
    const lines = out.split('\n').filter(Boolean);
    for (const line of lines.filter((l) => !l.startsWith('CREDENTIALS '))) log(line);
    const made = JSON.parse(lines.find((l) => l.startsWith('CREDENTIALS ')).slice('CREDENTIALS '.length));
    credentials = {
      port,
      shopPort,
      url,
      adminUser: 'admin',
      adminPassword,
      ...setup,
      ...made,
      standIns: standInSecrets(),
      seeded: false,
    };
    fs.writeFileSync(stateFile, JSON.stringify(credentials, null, 2));
    stamp('WordPress installed and configured');
  }
  await startPhp({ dir, site, port, url });
  stamp(`PHP serving ${url}`);
  return {
    ...credentials,
    markSeeded() {
      credentials.seeded = true;
      fs.writeFileSync(stateFile, JSON.stringify(credentials, null, 2));
    },
  };
}
