/**
 * WPGraphQL's naming (WPGraphQL\Utils\Utils): format_field_name makes camelCase, format_type_name
 * PascalCase, both after turning every non-alphanumeric run into a word break.
 */
function words(name: string): string[] {
  return name
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export function formatTypeName(name: string): string {
  return words(name)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

export function formatFieldName(name: string): string {
  const type = formatTypeName(name);
  return type ? type[0].toLowerCase() + type.slice(1) : '';
}

/** A field's GraphQL name: its `graphql_field_name`, else its ACF name in camelCase. */
export function graphqlFieldName(field: { name: string; graphql_field_name?: string }): string {
  return formatFieldName(field.graphql_field_name || field.name);
}
