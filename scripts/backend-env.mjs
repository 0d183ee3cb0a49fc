// The settings `npm start` and `npm run dev` run with: the process environment over `.env`, and on the
// sandbox over the sandbox's development values of `.env.example`. Used to decide whether the local
// sandbox has to be started, and to refuse a real shop's settings before anything is built or started.
import fs from 'node:fs';
import path from 'node:path';
import {
  realShopSettingProblems,
  runsOnSandbox,
  settingsErrorMessage,
} from '../src/server/sandbox-settings.mjs';

function parseEnvFile(file) {
  if (!fs.existsSync(file)) return {};
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && line.includes('='))
    .map((line) => {
      const i = line.indexOf('=');
      return [line.slice(0, i).trim(), line.slice(i + 1).trim()];
    });
  return Object.fromEntries(entries);
}

/**
 * `settingsError` is null, or the message naming every setting a real shop is missing or holds with
 * a sandbox value: `.env.example` is merged only on the sandbox, never into a real shop's settings.
 */
export function resolveEnv({ processEnv = process.env, dir = process.cwd() } = {}) {
  const sandboxPort = processEnv.SANDBOX_PORT ?? '4000';
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const own = { ...parseEnvFile(path.join(dir, '.env')), ...processEnv };
  const usesSandbox = runsOnSandbox({ ...own, SANDBOX_PORT: sandboxPort });
  const defaults = usesSandbox
    ? {
        ...parseEnvFile(path.join(dir, '.env.example')),
        WOOCOMMERCE_URL: sandboxUrl,
        WORDPRESS_GRAPHQL_URL: `${sandboxUrl}/graphql`,
        NOVAPOSHTA_API_URL: `${sandboxUrl}/v2.0/json/`,
        WAYFORPAY_PAY_URL: `${sandboxUrl}/wayforpay/pay`,
        NEWSLETTER_SUBSCRIPTION_URL: `${sandboxUrl}/wp-json/coupon/v1/subscription`,
        CONTACT_FORM_7_URL: `${sandboxUrl}/wp-json/contact-form-7/v1`,
        // The sandbox's mail sink listens on SANDBOX_SMTP_PORT: the shop's mail follows it there.
        SMTP_URL: `smtp://localhost:${processEnv.SANDBOX_SMTP_PORT ?? '2525'}`,
      }
    : {};
  const env = { ...defaults, ...own };
  // An empty WOOCOMMERCE_URL means the sandbox, as it does to the server.
  if (usesSandbox && !env.WOOCOMMERCE_URL) env.WOOCOMMERCE_URL = sandboxUrl;
  const port = env.PORT ?? '3000';
  // The sandbox's ip2c imitation only for a shop on the sandbox: a real shop that names no lookup
  // has none (every shopper starts with Ukraine) rather than one on a sandbox that is not running.
  if (!('IP_COUNTRY_URL' in own)) env.IP_COUNTRY_URL = usesSandbox ? `${sandboxUrl}/ip2c` : '';
  const problems = realShopSettingProblems(own);
  return {
    env: { ...env, PORT: port, SANDBOX_PORT: sandboxPort },
    port,
    sandboxPort,
    sandboxUrl,
    usesSandbox,
    settingsError: problems.length > 0 ? settingsErrorMessage(own, problems) : null,
  };
}

/** Heap for `npm start` when SHOP_HEAP_MB is empty: about four times what the demo's catalogue keeps alive. */
export const DEFAULT_HEAP_MB = 384;

/**
 * Node's options for the shop's server: its heap limit from SHOP_HEAP_MB (empty: DEFAULT_HEAP_MB; 0:
 * Node's own limit, which lets V8 grow the heap far past what the shop keeps alive, docs/deploy.md
 * "Memory"). Throws on a value that is not a whole number of MB.
 */
export function heapOptions(env) {
  const value = (env.SHOP_HEAP_MB ?? '').trim();
  if (value === '') return [`--max-old-space-size=${DEFAULT_HEAP_MB}`];
  if (!/^\d+$/.test(value)) {
    throw new Error(
      `SHOP_HEAP_MB is "${value}": give the heap in MB (${DEFAULT_HEAP_MB}), or 0 for Node's own limit`,
    );
  }
  return Number(value) === 0 ? [] : [`--max-old-space-size=${Number(value)}`];
}
