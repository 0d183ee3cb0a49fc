// Fails when graphql/schema.graphql differs from what the WordPress definition (wordpress/) makes,
// or src/graphql/generated from what GraphQL Code Generator makes of the schema and operations now,
// so neither a changed ACF field nor a changed operation can ship with a stale schema or types.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import * as configModule from '../codegen.ts';
import { spawnSync } from 'node:child_process';

// Its own process: the generator reads files next to its module, which this loader cannot place.
const schema = spawnSync('npx', ['tsx', 'scripts/graphql-schema.ts', '--check'], { stdio: 'inherit' });
if (schema.status !== 0) process.exit(1);

// tsx hands a CommonJS-compiled config over as a namespace whose default may be wrapped once more.
const config = configModule.default?.default ?? configModule.default;
const outputs = await generate({ ...config, cwd: process.cwd() }, false);
const stale = outputs.filter((o) => {
  const file = path.resolve(o.filename);
  return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== o.content;
});
if (stale.length) {
  console.error(`Generated GraphQL types are out of date: ${stale.map((o) => o.filename).join(', ')}`);
  console.error('Run `npm run codegen` and commit the result.');
  process.exit(1);
}
console.log(`codegen: ${outputs.length} generated files up to date`);
