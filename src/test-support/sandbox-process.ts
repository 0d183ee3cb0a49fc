import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { parseServerEnv } from '@/server/env';
import { signedWooFetch } from '@/server/woocommerce/oauth-signature';

export interface SandboxProcess {
  /** Where the sandbox listens, e.g. `http://localhost:41234`; also the base of its own URLs. */
  url: string;
  /** The sandbox's SMTP sink; read what arrived from `${url}/mail/api/messages`. */
  smtpPort: number;
  /** A WooCommerce REST call with the storefront's keys, signed as the storefront signs (OAuth 1.0a). */
  wooFetch(url: string | URL, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Below jest's 20 s hook timeout, so a sandbox that cannot start fails with its own stderr. */
const READY_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;
const READY_LINE = /^sandbox: ready (\{.*\})$/;

/**
 * Settings the sandbox reads: they are dropped from the inherited environment so the child runs on
 * its development defaults whatever the test process holds (`.env`, earlier tests' assignments).
 */
const SANDBOX_SETTING = /^(SANDBOX_|WOOCOMMERCE_|WORDPRESS_|NOVAPOSHTA_|WAYFORPAY_|REVALIDATE_SECRET$)/;

function childEnv(overrides: Record<string, string>, dataDir: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (SANDBOX_SETTING.test(key)) delete env[key];
  return Object.assign(env, { SANDBOX_PORT: '0', SANDBOX_SMTP_PORT: '0' }, overrides, {
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_EXIT_WITH_STDIN: '1',
  });
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function stop(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.ref();
    child.stdin?.end();
    child.kill('SIGTERM');
  });
}

function waitForReady(child: ChildProcess, stderr: () => string): Promise<{ url: string; smtpPort: number }> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      child.off('error', onError).off('exit', onExit);
      lines.off('line', onLine);
    };
    const fail = (reason: string) => {
      settle();
      reject(new Error(`sandbox process ${reason}; its stderr:\n${stderr() || '(empty)'}`));
    };
    const onError = (error: Error) => fail(`could not start (${error.message})`);
    const onExit = (code: number | null, signal: string | null) =>
      fail(`exited before it was ready (${signal ?? `code ${code}`})`);
    const onLine = (line: string) => {
      const ready = READY_LINE.exec(line);
      if (!ready) return;
      settle();
      resolve(JSON.parse(ready[1]) as { url: string; smtpPort: number });
    };
    const timer = setTimeout(() => fail(`printed no ready line in ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
    // The interface goes on reading after the ready line, so a chatty sandbox never blocks on a full pipe.
    const lines = createInterface({ input: child.stdout! });
    child.on('error', onError).on('exit', onExit);
    lines.on('line', onLine);
  });
}

/**
 * Makes the sandbox at `url` (or a stand-in on this machine) this process's WooCommerce. SANDBOX_PORT
 * follows it: only at the sandbox's own address may the shop use the sandbox's public secrets
 * (src/server/sandbox-settings.mjs), and a test's sandbox listens on a free port, not 4000.
 */
export function useAsShopBackend(url: string): void {
  process.env.WOOCOMMERCE_URL = url;
  process.env.SANDBOX_PORT = new URL(url).port;
}

/**
 * A freshly seeded sandbox in a child process, on free ports and in its own temp folder, for one
 * test file. The storefront meets the sandbox only over HTTP, as in production, so this spawns it
 * rather than importing it. `env` adds sandbox settings (e.g. `SANDBOX_WEBHOOK_URL`).
 */
export async function startSandboxProcess(env: Record<string, string> = {}): Promise<SandboxProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-process-'));
  const root = process.cwd();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', '.bin', 'tsx'), path.join(root, 'sandbox', 'src', 'main.ts')],
    { cwd: root, env: childEnv(env, dataDir), stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

  let ready: { url: string; smtpPort: number };
  try {
    ready = await waitForReady(child, () => stderr);
  } catch (error) {
    await stop(child);
    removeDataDir();
    throw error;
  }
  // A test file that forgets close() must not keep jest waiting; the sandbox still stops when this
  // process ends, because its stdin (the other end of this pipe) closes then.
  child.unref();
  // Piped stdio streams are sockets.
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as Socket).unref();

  const { woocommerceKey, woocommerceSecret } = parseServerEnv({
    WOOCOMMERCE_CONSUMER_KEY: env.WOOCOMMERCE_CONSUMER_KEY,
    WOOCOMMERCE_CONSUMER_SECRET: env.WOOCOMMERCE_CONSUMER_SECRET,
  });
  return {
    ...ready,
    wooFetch: (url, init = {}) =>
      signedWooFetch(url, init, { key: woocommerceKey, secret: woocommerceSecret }),
    close: async () => {
      await stop(child);
      removeDataDir();
    },
  };
}
