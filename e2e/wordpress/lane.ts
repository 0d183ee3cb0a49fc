import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * The real-platform lane: the WordPress that `npm run wordpress -- --no-shop` brought up in
 * WORDPRESS_DIR (npm test uses .test-output/wordpress), the shop's settings it wrote beside it, and the
 * administrator's application password the tests read WooCommerce with, as a manager would see it.
 *
 * ACF PRO's options pages and repeater (the site's texts, contacts, opening hours, the wheels'
 * prizes) come from wordpress/local/mu-plugins/acf-pro-stand-in.php: the zips carry ACF free.
 */
const dir = path.resolve(process.env.WORDPRESS_DIR ?? '.wordpress');

function readEnvFile(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('=') && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

type SiteState = {
  url: string;
  adminUser: string;
  /** wp-login.php's password, for journeys that work in wp-admin as staff do. */
  adminPassword: string;
  adminAppPassword: string;
};

const statePath = path.join(dir, 'state.json');
export const site: SiteState | null = fs.existsSync(statePath)
  ? (JSON.parse(fs.readFileSync(statePath, 'utf8')) as SiteState)
  : null;

/** The shop's settings on the real platform (WooCommerce, WordPress, CF7 real; the rest stand-ins). */
export const shopEnv = readEnvFile(path.join(dir, 'shop.env'));
export const SHOP_URL = shopEnv.SITE_URL ?? 'http://localhost:3000';
export const STAND_INS_URL = (shopEnv.WAYFORPAY_PAY_URL ?? 'http://localhost:4000/').replace(
  /\/wayforpay\/pay$/,
  '',
);

/** The sandbox as the outside services only (Nova Poshta, WayForPay, captcha, ip2c, SMTP sink), as npm run wordpress runs it. */
export const standInEnv = readEnvFile(path.join(dir, 'stand-ins.env'));

/** A WooCommerce or WordPress REST call as the administrator (application password, Basic). */
export async function wp<T>(route: string, init: RequestInit = {}): Promise<T> {
  if (!site) throw new Error(`no WordPress in ${dir}: run npm run wordpress -- --no-shop first`);
  const response = await fetch(`${site.url}/wp-json/${route}`, {
    ...init,
    headers: {
      Authorization: `Basic ${Buffer.from(`${site.adminUser}:${site.adminAppPassword}`).toString('base64')}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
  const body = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${route}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const PLATFORM_SCRIPT = path.join(__dirname, '..', '..', 'scripts', 'wordpress', 'platform.mjs');

/**
 * WordPress stopped (PHP's server; MariaDB keeps the data) or started again, as a host would, by
 * platform.mjs's own functions, run in Node itself: Playwright's loader cannot load that ES module.
 */
export async function wordpressHost(action: 'stopPhp' | 'restartPhp'): Promise<void> {
  const script = `import { ${action} } from ${JSON.stringify(PLATFORM_SCRIPT)}; await ${action}(${JSON.stringify(dir)});`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
}
