import fs from 'node:fs';
import path from 'node:path';

/** The repository's WordPress definition: ACF local JSON and the written plugin settings. */
export const DEFAULT_DEFINITION_DIR = path.join(__dirname, '..', '..', '..', '..', 'wordpress');

/** One ACF field as ACF's local JSON writes it, with WPGraphQL for ACF's settings. */
export interface AcfField {
  key: string;
  name: string;
  label: string;
  type: string;
  show_in_graphql?: number | boolean;
  graphql_field_name?: string;
  graphql_non_null?: number | boolean;
  sub_fields?: AcfField[];
  choices?: Record<string, string>;
}

export interface AcfFieldGroup {
  key: string;
  title: string;
  fields: AcfField[];
  location: { param: string; operator: string; value: string }[][];
  show_in_graphql?: number | boolean;
  graphql_field_name: string;
  graphql_types?: string[];
}

export interface AcfOptionsPage {
  key: string;
  page_title: string;
  menu_title?: string;
  menu_slug: string;
  parent_slug?: string;
  data_storage: 'options' | 'post_id';
  custom_storage?: string;
  show_in_graphql?: number | boolean;
  graphql_type_name: string;
}

export interface AcfPostType {
  key: string;
  post_type: string;
  public: boolean;
  show_in_graphql?: number | boolean;
  graphql_single_name: string;
  graphql_plural_name: string;
}

export interface PolylangLanguage {
  slug: string;
  locale: string;
  name: string;
}

export interface WordpressSettings {
  polylang: {
    defaultLanguage: string;
    languages: PolylangLanguage[];
    translatablePostTypes: string[];
  };
  optionsPages: { language: string; menuSlug: string; graphqlTypeName: string; storage: string }[];
  contactForm7: { newsletterForm: { setting: string; fields: string[] } };
  orderMeta: { novaPoshtaTtn: { setting: string; default: string } };
}

export interface WordpressDefinition {
  fieldGroups: AcfFieldGroup[];
  optionsPages: AcfOptionsPage[];
  postTypes: AcfPostType[];
  settings: WordpressSettings;
}

const shown = (x: { show_in_graphql?: number | boolean }) =>
  x.show_in_graphql !== 0 && x.show_in_graphql !== false;

/**
 * Reads `<dir>/acf-json/*.json` the way ACF's local JSON does (field groups `group_*`, options pages
 * `ui_options_page_*`, post types `post_type_*`) and `<dir>/settings.json`. Only what is shown in
 * GraphQL is kept: the rest never reaches the shop.
 */
export function loadDefinition(dir = DEFAULT_DEFINITION_DIR): WordpressDefinition {
  const jsonDir = path.join(dir, 'acf-json');
  const files = fs
    .readdirSync(jsonDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const read = <T>(f: string) => JSON.parse(fs.readFileSync(path.join(jsonDir, f), 'utf8')) as T;
  return {
    fieldGroups: files
      .filter((f) => f.startsWith('group_'))
      .map((f) => read<AcfFieldGroup>(f))
      .filter(shown),
    optionsPages: files
      .filter((f) => f.startsWith('ui_options_page_'))
      .map((f) => read<AcfOptionsPage>(f))
      .filter(shown),
    postTypes: files
      .filter((f) => f.startsWith('post_type_'))
      .map((f) => read<AcfPostType>(f))
      .filter(shown),
    settings: JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')) as WordpressSettings,
  };
}

export const isShown = shown;
