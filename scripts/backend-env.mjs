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
  const env = { ...defaults, ...parseEnvFile('.env'), ...process.env };
  const port = env.PORT ?? '3000';
  return {
    env: { ...env, PORT: port, SANDBOX_PORT: sandboxPort },
    port,
    sandboxPort,
    sandboxUrl,
    usesSandbox: env.WOOCOMMERCE_URL.replace(/\/$/, '') === sandboxUrl,
  };
}
