// The settings `npm start` and `npm run dev` run with: the process environment over `.env` over the
// sandbox defaults of `.env.example`. Used to decide whether the local sandbox has to be started.
import fs from 'node:fs';

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

export function resolveEnv() {
  const sandboxPort = process.env.SANDBOX_PORT ?? '4000';
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const defaults = {
    ...parseEnvFile('.env.example'),
    WOOCOMMERCE_URL: sandboxUrl,
    WORDPRESS_GRAPHQL_URL: `${sandboxUrl}/graphql`,
    NOVAPOSHTA_API_URL: `${sandboxUrl}/v2.0/json/`,
    WAYFORPAY_PAY_URL: `${sandboxUrl}/wayforpay/pay`,
  };
  const own = { ...parseEnvFile('.env'), ...process.env };
  const env = { ...defaults, ...own };
  const port = env.PORT ?? '3000';
  const usesSandbox = env.WOOCOMMERCE_URL.replace(/\/$/, '') === sandboxUrl;
  // The sandbox's ip2c imitation only for a shop on the sandbox: a real shop that names no lookup
  // has none (every shopper starts with Ukraine) rather than one on a sandbox that is not running.
  if (!('IP_COUNTRY_URL' in own)) env.IP_COUNTRY_URL = usesSandbox ? `${sandboxUrl}/ip2c` : '';
  return {
    env: { ...env, PORT: port, SANDBOX_PORT: sandboxPort },
    port,
    sandboxPort,
    sandboxUrl,
    usesSandbox,
  };
}
