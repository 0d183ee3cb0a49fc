import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

/*
 * A sandbox and a shop of a spec's own, for a journey that stops the backend midway: the servers of
 * playwright.config.ts run for the whole run and must not be stopped. The sandbox runs in one Node
 * process (tsx as a loader, not a wrapper), so stopping that process stops the backend.
 */

const ROOT = path.join(__dirname, '..');
/** What the own shops are started with, so an own sandbox can sign webhooks they accept. */
export const REVALIDATE_SECRET = 'e2e_revalidate_secret';
const READY_LINE = /^sandbox: ready (\{.*\})$/;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export type OwnSandbox = { url: string; port: number; smtpPort: number; stop(): Promise<void> };
export type OwnShop = { url: string; stop(): Promise<void> };

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function collect(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

/**
 * The sandbox on `port` (0: a free one) and `smtpPort`, its database in `dataDir`: seeded on the
 * first start, kept as it is on the next, as a restarted WooCommerce keeps its shop.
 */
export function startSandbox(settings: {
  port: number;
  smtpPort: number;
  dataDir: string;
  webhookUrl: string;
  /** The secret its webhooks are signed with: the own shop's, for a spec whose shop must accept them. */
  webhookSecret?: string;
}): Promise<OwnSandbox> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('sandbox', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SANDBOX_PORT: String(settings.port),
      SANDBOX_SMTP_PORT: String(settings.smtpPort),
      SANDBOX_DATA_DIR: settings.dataDir,
      SANDBOX_WEBHOOK_URL: settings.webhookUrl,
      ...(settings.webhookSecret ? { REVALIDATE_SECRET: settings.webhookSecret } : {}),
      // Dies with the test run whatever happens to it.
      SANDBOX_EXIT_WITH_STDIN: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output = collect(child);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stopProcess(child);
      reject(new Error(`the sandbox ${why}:\n${output()}`));
    };
    const timer = setTimeout(() => fail(`was not ready in ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    child.once('exit', (code) => fail(`exited (${code})`));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const ready = READY_LINE.exec(line);
      if (!ready) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { url, smtpPort } = JSON.parse(ready[1]) as { url: string; smtpPort: number };
      resolve({ url, port: Number(new URL(url).port), smtpPort, stop: () => stopProcess(child) });
    });
  });
}

/**
 * The built shop (`next start`) on `port`, pointed at `sandbox` as e2e/test-env.ts points the main
 * one; `settings` adds to its environment (REDIS_URL for replicas).
 */
export async function startShop(
  port: number,
  sandbox: OwnSandbox,
  settings: Record<string, string> = {},
): Promise<OwnShop> {
  const url = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // The shop takes the sandbox's public secrets only at the sandbox's own port (sandbox-settings.mjs).
        SANDBOX_PORT: String(sandbox.port),
        WOOCOMMERCE_URL: sandbox.url,
        WORDPRESS_GRAPHQL_URL: `${sandbox.url}/graphql`,
        NOVAPOSHTA_API_URL: `${sandbox.url}/v2.0/json/`,
        WAYFORPAY_PAY_URL: `${sandbox.url}/wayforpay/pay`,
        IP_COUNTRY_URL: `${sandbox.url}/ip2c`,
        SMTP_URL: `smtp://localhost:${sandbox.smtpPort}`,
        REVALIDATE_SECRET,
        SITE_URL: url,
        PORT: String(port),
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = collect(child);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}):\n${output()}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop: () => stopProcess(child) };
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`the shop was not up in ${START_TIMEOUT_MS} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
