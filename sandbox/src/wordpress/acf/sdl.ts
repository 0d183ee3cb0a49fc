import { isShown, type AcfField, type AcfFieldGroup, type WordpressDefinition } from './definition';
import { formatFieldName, formatTypeName, graphqlFieldName } from './names';

/** GraphQL types of ACF's scalar-like fields, as WPGraphQL for ACF 2.x registers them. */
const SCALAR_TYPES: Record<string, string> = {
  text: 'String',
  textarea: 'String',
  email: 'String',
  url: 'String',
  password: 'String',
  wysiwyg: 'String',
  oembed: 'String',
  radio: 'String',
  button_group: 'String',
  color_picker: 'String',
  date_picker: 'String',
  date_time_picker: 'String',
  time_picker: 'String',
  number: 'Float',
  range: 'Float',
  true_false: 'Boolean',
  select: '[String]',
  checkbox: '[String]',
  image: 'AcfMediaItemConnectionEdge',
  file: 'AcfMediaItemConnectionEdge',
  gallery: 'AcfMediaItemConnection',
  link: 'AcfLink',
};

export class DefinitionError extends Error {}

const block = (description: string) => `"""\n${description.replace(/"""/g, "'''")}\n"""`;

const FIELD_GROUP_NAME = 'fieldGroupName: String @deprecated(reason: "Use __typename instead")';

/**
 * One field group (or a group/repeater field inside one) as WPGraphQL for ACF 2.x registers it:
 * the object type `TypeName` implementing the interface `TypeName_Fields`, both carrying the
 * deprecated `fieldGroupName`; a group or repeater field gets the type `ParentType` + `FieldName`.
 */
function groupTypes(typeName: string, fields: AcfField[], out: string[]): void {
  const lines: string[] = [FIELD_GROUP_NAME];
  for (const field of fields.filter(isShown)) {
    const name = graphqlFieldName(field);
    if (!name) throw new DefinitionError(`ACF field ${field.key} has no usable GraphQL name`);
    let type: string;
    if (field.type === 'group' || field.type === 'repeater') {
      const child = formatTypeName(`${typeName} ${name}`);
      groupTypes(child, field.sub_fields ?? [], out);
      type = field.type === 'repeater' ? `[${child}]` : child;
    } else {
      type = SCALAR_TYPES[field.type];
      if (!type) {
        throw new DefinitionError(
          `ACF field ${field.key} (${field.name}) has type "${field.type}", which the shop's schema does not map`,
        );
      }
    }
    if (field.graphql_non_null === 1 || field.graphql_non_null === true) type += '!';
    const description = `${field.label} (ACF ${field.type}, name "${field.name}")`;
    lines.push(`${block(description)}\n${name}: ${type}`);
  }
  const body = lines.map((l) => l.replace(/^/gm, '  ')).join('\n');
  out.push(
    `${block(`Interface representing fields of the ACF "${typeName}" Field Group`)}\ninterface ${typeName}_Fields implements AcfFieldGroup & AcfFieldGroupFields {\n${body}\n}`,
    `${block(`The "${typeName}" Field Group. Added to the Schema by "WPGraphQL for ACF".`)}\ntype ${typeName} implements ${typeName}_Fields & AcfFieldGroup & AcfFieldGroupFields {\n${body}\n}`,
  );
}

/** The GraphQL types a field group is shown on: its `graphql_types`, else its location rules. */
export function groupLocations(group: AcfFieldGroup, definition: WordpressDefinition): string[] {
  if (group.graphql_types?.length) return group.graphql_types;
  return group.location.flatMap((rules) =>
    rules.flatMap((rule) => {
      if (rule.operator !== '==') return [];
      if (rule.param === 'options_page') {
        const page = definition.optionsPages.find((p) => p.menu_slug === rule.value);
        return page ? [page.graphql_type_name] : [];
      }
      if (rule.param === 'post_type') {
        const type = definition.postTypes.find((p) => p.post_type === rule.value);
        return type ? [formatTypeName(type.graphql_single_name)] : [];
      }
      return [];
    }),
  );
}

function interfacesOf(typeName: string, definition: WordpressDefinition): string[] {
  return definition.fieldGroups
    .filter((g) => groupLocations(g, definition).includes(typeName))
    .map((g) => `WithAcf${formatTypeName(g.graphql_field_name)}`);
}

function groupFieldsOf(typeName: string, definition: WordpressDefinition): string[] {
  return definition.fieldGroups
    .filter((g) => groupLocations(g, definition).includes(typeName))
    .map((g) => {
      const type = formatTypeName(g.graphql_field_name);
      return `  ${block(`Fields of the ${type} ACF Field Group`).replace(/\n/g, '\n  ')}\n  ${formatFieldName(type)}: ${type}`;
    });
}

/** Polylang's languages become WPGraphQL Polylang's enums: each slug upper-cased. */
function languageEnums(definition: WordpressDefinition): string {
  const codes = definition.settings.polylang.languages.map((l) => l.slug.toUpperCase());
  return [
    `${block('Enum of all available language codes (WPGraphQL Polylang: the Polylang slugs, upper-cased)')}\nenum LanguageCodeEnum {\n${codes.map((c) => `  ${c}`).join('\n')}\n}`,
    `${block('Filter item by specific language, default language or list all languages')}\nenum LanguageCodeFilterEnum {\n  ALL\n${codes.map((c) => `  ${c}`).join('\n')}\n}`,
  ].join('\n\n');
}

function postTypeSdl(definition: WordpressDefinition): string[] {
  return definition.postTypes.map((postType) => {
    const type = formatTypeName(postType.graphql_single_name);
    const plural = formatTypeName(postType.graphql_plural_name);
    const translatable = definition.settings.polylang.translatablePostTypes.includes(postType.post_type);
    const interfaces = ['Node', ...interfacesOf(type, definition)].join(' & ');
    const polylang = translatable ? `\n  language: Language\n  translations: [${type}]` : '';
    const where = translatable
      ? `\n  language: LanguageCodeFilterEnum\n  languages: [LanguageCodeEnum!]`
      : '';
    return `${block(`The ${postType.post_type} post type (ACF post type ${postType.key})`)}
type ${type} implements ${interfaces} {
  id: ID!
  databaseId: Int!
  slug: String
  uri: String
  title: String
  date: String
  modified: String
  status: String${polylang}
${groupFieldsOf(type, definition).join('\n')}
}

type RootQueryTo${type}ConnectionEdge {
  cursor: String
  node: ${type}!
}

type RootQueryTo${type}ConnectionPageInfo implements PageInfo {
  hasNextPage: Boolean!
  hasPreviousPage: Boolean!
  startCursor: String
  endCursor: String
}

type RootQueryTo${type}Connection {
  nodes: [${type}!]!
  edges: [RootQueryTo${type}ConnectionEdge!]!
  pageInfo: RootQueryTo${type}ConnectionPageInfo!
}

input RootQueryTo${type}ConnectionWhereArgs {
  name: String${where}
}

enum ${type}IdType {
  ID
  DATABASE_ID
  SLUG
  URI
}

extend type Query {
  ${formatFieldName(type)}(id: ID!, idType: ${type}IdType): ${type}
  ${formatFieldName(plural)}(first: Int, after: String, last: Int, before: String, where: RootQueryTo${type}ConnectionWhereArgs): RootQueryTo${type}Connection
}`;
  });
}

function optionsPageSdl(definition: WordpressDefinition): string[] {
  return definition.optionsPages.map((page) => {
    const type = page.graphql_type_name;
    const interfaces = ['AcfOptionsPage', 'Node', ...interfacesOf(type, definition)].join(' & ');
    return `${block(`ACF options page "${page.page_title}" (menu slug ${page.menu_slug}, stored under "${page.data_storage === 'options' ? 'options' : page.custom_storage}")`)}
type ${type} implements ${interfaces} {
  id: ID!
  pageTitle: String
  menuTitle: String
  parentId: String
${groupFieldsOf(type, definition).join('\n')}
}

extend type Query {
  ${formatFieldName(type)}: ${type}
}`;
  });
}

const ACF_BASE = `interface AcfFieldGroup {
  ${FIELD_GROUP_NAME}
}

interface AcfFieldGroupFields {
  ${FIELD_GROUP_NAME}
}

interface AcfOptionsPage implements Node {
  id: ID!
  pageTitle: String
  menuTitle: String
  parentId: String
}

type AcfMediaItemConnectionEdge {
  cursor: String
  node: MediaItem!
}

type AcfMediaItemConnection {
  nodes: [MediaItem!]!
}

type AcfLink {
  url: String
  title: String
  target: String
}`;

/** Everything the WordPress plugins add on top of WPGraphQL's core types, from the definition. */
export function pluginSdl(definition: WordpressDefinition): string {
  const parts = [languageEnums(definition), ACF_BASE];
  for (const group of definition.fieldGroups) {
    const type = formatTypeName(group.graphql_field_name);
    const with_ = `WithAcf${type}`;
    parts.push(
      `${block(`Provides access to fields of the "${type}" ACF Field Group via the "${formatFieldName(type)}" field`)}\ninterface ${with_} {\n  ${formatFieldName(type)}: ${type}\n}`,
    );
    const out: string[] = [];
    groupTypes(type, group.fields, out);
    parts.push(...out);
  }
  parts.push(...optionsPageSdl(definition), ...postTypeSdl(definition));
  return parts.join('\n\n');
}
