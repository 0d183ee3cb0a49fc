// Writes graphql/schema.graphql from the WordPress definition (wordpress/ ACF JSON + settings.json),
// the SDL the sandbox serves and a real site with that definition answers. `npm run codegen` runs
// it before GraphQL Code Generator; `npm run codegen:check` fails when the file is stale.
import fs from 'node:fs';
import { wordpressSchemaSdl } from '../sandbox/src/wordpress/acf/schema-sdl';

const SCHEMA_FILE = 'graphql/schema.graphql';

const sdl = wordpressSchemaSdl();
if (process.argv.includes('--check')) {
  if (fs.readFileSync(SCHEMA_FILE, 'utf8') !== sdl) {
    console.error(`${SCHEMA_FILE} is out of date with wordpress/ (the ACF JSON and settings.json).`);
    console.error('Run `npm run codegen` and commit the result.');
    process.exit(1);
  }
  console.log(`graphql-schema: ${SCHEMA_FILE} matches wordpress/`);
} else {
  fs.writeFileSync(SCHEMA_FILE, sdl);
  console.log(`graphql-schema: wrote ${SCHEMA_FILE}`);
}
