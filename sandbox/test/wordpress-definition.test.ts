// The WordPress definition (wordpress/) → GraphQL schema rules of WPGraphQL for ACF 2.x and
// WPGraphQL Polylang, and the guide that tells a shop owner how to build the same site.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLEnumType, type GraphQLObjectType } from 'graphql';
import { loadDefinition, type AcfField, type WordpressDefinition } from '../src/wordpress/acf/definition';
import { formatFields, toStored } from '../src/wordpress/acf/format';
import { formatTypeName, graphqlFieldName } from '../src/wordpress/acf/names';
import { wordpressSchemaSdl } from '../src/wordpress/acf/schema-sdl';
import { STEPS } from '../../scripts/check-platform/steps';

const ROOT = path.join(__dirname, '..', '..');
const definition = loadDefinition();

const field = (name: string, type: string, extra: Partial<AcfField> = {}): AcfField => ({
  key: `field_${name}`,
  name,
  label: name,
  type,
  ...extra,
});

function withGroup(fields: AcfField[]): WordpressDefinition {
  return {
    ...definition,
    fieldGroups: [
      {
        key: 'group_test',
        title: 'Test',
        fields,
        location: [[{ param: 'options_page', operator: '==', value: 'site-options' }]],
        graphql_field_name: 'test_fields',
      },
    ],
  };
}

describe('schema from the ACF JSON', () => {
  it('maps ACF types as WPGraphQL for ACF 2.x and names nested types parent + field', () => {
    const schema = buildSchema(
      wordpressSchemaSdl(
        withGroup([
          field('price', 'number'),
          field('kind', 'select'),
          field('shown', 'true_false'),
          field('photo', 'image'),
          field('must', 'text', { graphql_non_null: 1 }),
          field('hidden_one', 'text', { show_in_graphql: 0 }),
          field('rows', 'repeater', { sub_fields: [field('opening_hours', 'text')] }),
        ]),
      ),
    );
    const type = schema.getType('TestFields') as GraphQLObjectType;
    const fields = Object.fromEntries(Object.entries(type.getFields()).map(([k, v]) => [k, String(v.type)]));
    expect(fields).toMatchObject({
      price: 'Float',
      kind: '[String]',
      shown: 'Boolean',
      photo: 'AcfMediaItemConnectionEdge',
      must: 'String!',
      rows: '[TestFieldsRows]',
    });
    expect(fields.hiddenOne).toBeUndefined();
    expect(Object.keys((schema.getType('TestFieldsRows') as GraphQLObjectType).getFields())).toContain(
      'openingHours',
    );
    expect(String((schema.getType('SiteOptions') as GraphQLObjectType).getFields().testFields.type)).toBe(
      'TestFields',
    );
  });

  it('makes the language enums from the Polylang slugs', () => {
    const settings = {
      ...definition.settings,
      polylang: { ...definition.settings.polylang, languages: [{ slug: 'ua', locale: 'uk', name: 'UA' }] },
    };
    const schema = buildSchema(wordpressSchemaSdl({ ...definition, settings }));
    const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues();
    expect(values('LanguageCodeEnum').map((v) => v.name)).toEqual(['UA']);
    expect(values('LanguageCodeFilterEnum').map((v) => v.name)).toEqual(['ALL', 'UA']);
  });

  it('is what graphql/schema.graphql holds', () => {
    expect(fs.readFileSync(path.join(ROOT, 'graphql', 'schema.graphql'), 'utf8')).toBe(wordpressSchemaSdl());
  });

  it('formats stored values into the answers and back', () => {
    const fields = [
      field('price', 'number'),
      field('kind', 'select'),
      field('shown', 'true_false'),
      field('photo', 'image'),
      field('empty_rows', 'repeater', { sub_fields: [field('x', 'text')] }),
    ];
    const stored = toStored(
      fields,
      { price: '12.5', kind: 'a', shown: 0, photo: 'generated/x.png' },
      () => 7,
    );
    expect(stored).toEqual({ price: '12.5', kind: 'a', shown: 0, photo: 7 });
    expect(formatFields(fields, stored, (id) => ({ id }))).toEqual({
      price: 12.5,
      kind: ['a'],
      shown: false,
      photo: { node: { id: 7 } },
      emptyRows: null,
    });
  });

  it('follows WPGraphQL’s naming', () => {
    expect(formatTypeName('wheelFields')).toBe('WheelFields');
    expect(formatTypeName('OptionsFields header')).toBe('OptionsFieldsHeader');
    expect(graphqlFieldName({ name: 'time_work' })).toBe('timeWork');
  });
});

describe('docs/woocommerce.md', () => {
  const guide = fs.readFileSync(path.join(ROOT, 'docs', 'woocommerce.md'), 'utf8');

  it('lists every ACF field of the definition with its GraphQL path', () => {
    const paths: string[] = [];
    const walk = (fields: AcfField[], prefix: string) => {
      for (const f of fields) {
        const p = prefix ? `${prefix}.${graphqlFieldName(f)}` : graphqlFieldName(f);
        if (f.sub_fields) walk(f.sub_fields, p);
        else paths.push(p);
      }
    };
    for (const group of definition.fieldGroups) walk(group.fields, '');
    expect(paths.filter((p) => !guide.includes(`\`${p}\``))).toEqual([]);
  });

  it('has the step every contract-check failure points to', () => {
    for (const label of Object.values(STEPS)) {
      const [, number, title] = /^step (\d+) \((.+)\)$/.exec(label)!;
      const heading = guide.split('\n').find((line) => line.startsWith(`### ${number}. `));
      expect(heading?.toLowerCase()).toContain(title.split(' ')[0].toLowerCase());
    }
  });
});
