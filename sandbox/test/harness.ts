import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type SandboxConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { seed } from '../src/seed';
import { createApp } from '../src/app';
import type { SandboxContext } from '../src/context';
import { signedWooFetch } from '../../src/server/woocommerce/oauth-signature';

export interface RunningSandbox {
  url: string;
  ctx: SandboxContext;
  /** A WooCommerce REST call with the storefront's keys, signed as the storefront signs (OAuth 1.0a). */
  wooFetch(url: string | URL, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A freshly seeded sandbox on a free port, in its own temp folder, for one test file. */
export async function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<RunningSandbox> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const config = { ...loadConfig({} as NodeJS.ProcessEnv), dataDir, ...overrides };
  const db = openDatabase(':memory:');
  const ctx = { db, config };
  await seed(ctx);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: createApp(ctx).fetch, port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  config.baseUrl = `http://localhost:${port}`;
  return {
    url: config.baseUrl,
    ctx,
    wooFetch: (url, init = {}) =>
      signedWooFetch(url, init, {
        key: config.woocommerce.consumerKey,
        secret: config.woocommerce.consumerSecret,
      }),
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          db.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
