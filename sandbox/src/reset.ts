import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { seed } from './seed';

/** `npm run sandbox:reset`: throws the database away and seeds it again. Stop the sandbox first. */
async function reset() {
  const config = loadConfig();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  const db = openDatabase(path.join(config.dataDir, 'sandbox.sqlite'));
  await seed({ db, config });
  db.close();
  console.log(`sandbox: reset to seed in ${config.dataDir}`);
}

reset().catch((error) => {
  console.error(error);
  process.exit(1);
});
