import path from 'node:path';
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
  const server = serve({ fetch: createApp(ctx).fetch, port: config.port }, () =>
    console.log(`sandbox: http://localhost:${config.port} (SMTP on ${config.smtpPort})`),
  );
  const stop = () => {
    server.close();
    smtp.close(() => undefined);
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('sandbox: failed to start', error);
  process.exit(1);
});
