import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { openDatabase, isSeeded } from './db';
import { seed } from './seed';
import { createApp } from './app';
import { startSmtpSink } from './mail/smtp';

async function main() {
  const config = loadConfig();
  const db = openDatabase(path.join(config.dataDir, 'sandbox.sqlite'));
  const ctx = { db, config };
  if (!isSeeded(db)) {
    const started = Date.now();
    await seed(ctx);
    console.log(`sandbox: seeded in ${Date.now() - started} ms`);
  }
  const smtp = await startSmtpSink(ctx);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const server = serve({ fetch: createApp(ctx).fetch, port: config.port }, ({ port }) => {
    // With SANDBOX_PORT=0 the port is known only now. This runs before the first connection is
    // accepted, so every media URL, permalink and webhook source already carries the real one.
    const url = `http://localhost:${port}`;
    if (process.env.SANDBOX_URL === undefined) config.baseUrl = url;
    console.log(`sandbox: ${url} (SMTP on ${smtpPort})`);
    // One machine-readable line for whoever started the sandbox on free ports (the jest helper).
    console.log(`sandbox: ready ${JSON.stringify({ url, smtpPort })}`);
  });
  const stop = () => {
    server.close();
    smtp.close(() => undefined);
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (config.exitWithStdin) {
    // The parent holds the other end of stdin; it closes however the parent dies (even SIGKILL),
    // so a sandbox started by a test run never outlives it.
    process.stdin.on('end', stop).on('error', stop).resume();
  }
}

main().catch((error) => {
  console.error('sandbox: failed to start', error);
  process.exit(1);
});
