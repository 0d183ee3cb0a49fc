import fs from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type { Check } from './report';
import type { Step } from './steps';

export interface Operations {
  file: string;
  document: DocumentNode;
}

/** Every operation file the shop sends (graphql/*.graphql but the schema itself). */
export function readOperations(dir: string): Operations[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql') && f !== 'schema.graphql')
    .sort()
    .map((f) => ({ file: `graphql/${f}`, document: parse(fs.readFileSync(path.join(dir, f), 'utf8')) }));
}

export async function introspect(
  post: (body: unknown) => Promise<{ status: number; json: unknown }>,
): Promise<GraphQLSchema> {
  const { status, json } = await post({ query: getIntrospectionQuery() });
  const data = (json as { data?: IntrospectionQuery } | null)?.data;
  if (status !== 200 || !data?.__schema) {
    throw new Error(`introspection answered HTTP ${status} without a schema (is "Public introspection" on?)`);
  }
  return buildClientSchema(data);
}

/** Which guide step a schema error points to: Polylang's enums, a type made from the ACF JSON, or WPGraphQL. */
function stepFor(message: string, acfTypes: Set<string>): Step {
  if (/LanguageCode/.test(message)) return 'polylang';
  const named = [...message.matchAll(/"([A-Za-z_][A-Za-z0-9_]*)"/g)].map((m) => m[1]);
  if (named.some((n) => acfTypes.has(n))) return 'acf';
  if (/RootQueryTo|PageConnectionWhereArgs/.test(message)) return 'plugins';
  return 'acf';
}

const typeString = (t: { toString(): string }) => t.toString();

/**
 * Each operation validated against the site's own schema, then every field it selects compared
 * with the type the repository's definition gives it (Float vs String, [String] vs String…).
 */
export function checkOperations(
  remote: GraphQLSchema,
  localSdl: string,
  operations: Operations[],
  acfTypes: Set<string>,
  check: Check,
): void {
  const local = buildSchema(localSdl);
  for (const { file, document } of operations) {
    const errors = validate(remote, document);
    for (const error of errors) check.fail(`${file}: ${error.message}`, stepFor(error.message, acfTypes));
    if (errors.length) continue;
    const info = new TypeInfo(local);
    const differences = new Set<string>();
    visit(
      document,
      visitWithTypeInfo(info, {
        Field(node) {
          const parent = info.getParentType();
          const localField = info.getFieldDef();
          if (!parent || !localField) return;
          const remoteType = remote.getType(parent.name);
          const remoteField =
            remoteType && 'getFields' in remoteType ? remoteType.getFields()[node.name.value] : undefined;
          if (!remoteField) return;
          // Nullability is the site's to choose (ACF "GraphQL Non-Null"); the kind of value is not.
          const strip = (t: string) => t.replace(/!/g, '');
          if (strip(typeString(remoteField.type)) !== strip(typeString(localField.type))) {
            const acf = localField.description?.match(/\(ACF ([a-z_]+)/)?.[1];
            differences.add(
              `${parent.name}.${node.name.value} is ${typeString(remoteField.type)} on the site, ` +
                `${typeString(localField.type)} in the definition${acf ? ` (ACF ${acf} field)` : ''}`,
            );
          }
        },
      }),
    );
    for (const d of differences)
      check.fail(`${file}: ${d}`, acfTypes.has(d.split('.')[0]) ? 'acf' : 'plugins');
    if (!differences.size)
      check.pass(`${file}: every operation is valid on the site, with the definition's types`);
  }
}

/** Polylang's slugs are the enum values (upper-cased); every configured language must be there. */
export function checkLanguages(remote: GraphQLSchema, slugs: string[], check: Check): void {
  const type = remote.getType('LanguageCodeEnum');
  const values = type && 'getValues' in type ? type.getValues().map((v) => v.name) : [];
  const missing = slugs.map((s) => s.toUpperCase()).filter((code) => !values.includes(code));
  if (missing.length) {
    check.fail(
      `Polylang languages: LanguageCodeEnum is [${values.join(', ')}], missing ${missing.join(', ')} ` +
        `(language slugs must be ${slugs.join(', ')})`,
      'polylang',
    );
  } else check.pass(`Polylang languages: ${values.join(', ')}`);
}
