import type { SandboxContext } from '../context';
import type { WordpressDefinition } from './acf/definition';
import { formatFields } from './acf/format';
import { formatFieldName, formatTypeName } from './acf/names';
import { groupLocations } from './acf/sdl';
import { connection, fromGlobalId, toGlobalId, type ConnectionArgs } from './connection';
import {
  findBySlug,
  findByUri,
  getPost,
  listPosts,
  postTranslations,
  postUri,
  type PostRow,
} from './content';
import { LANGUAGES, languageFilter, type LangSlug } from './languages';

interface OptionsPageRoot {
  slug: string;
  title: string;
  parent: string | null;
  stored: unknown;
}

/** Options pages, custom post types and their ACF field groups, all read from the definition. */
export function acfResolvers(ctx: SandboxContext, definition: WordpressDefinition) {
  const { db } = ctx;
  const media = (id: number) => {
    const row = id ? getPost(db, id) : undefined;
    return row?.type === 'attachment' ? row : null;
  };
  const groupsOn = (typeName: string) =>
    definition.fieldGroups.filter((g) => groupLocations(g, definition).includes(typeName));
  const query: Record<string, unknown> = {};
  const types: Record<string, Record<string, unknown>> = {};

  for (const page of definition.optionsPages) {
    const storage = page.data_storage === 'options' ? 'options' : (page.custom_storage ?? page.menu_slug);
    query[formatFieldName(page.graphql_type_name)] = (): OptionsPageRoot | null => {
      const row = db.prepare(`SELECT value FROM wordpress_options WHERE name = ?`).get(storage) as
        { value: string } | undefined;
      return row
        ? {
            slug: page.menu_slug,
            title: page.page_title,
            parent: page.parent_slug && page.parent_slug !== 'none' ? page.parent_slug : null,
            stored: JSON.parse(row.value),
          }
        : null;
    };
    const fields: Record<string, unknown> = {
      id: (p: OptionsPageRoot) => Buffer.from(`acf_options_page:${p.slug}`).toString('base64'),
      pageTitle: (p: OptionsPageRoot) => p.title,
      menuTitle: (p: OptionsPageRoot) => p.title,
      parentId: (p: OptionsPageRoot) => p.parent,
    };
    // ACF keeps every group of one options page in the same storage, keyed by field name.
    for (const group of groupsOn(page.graphql_type_name)) {
      fields[formatFieldName(formatTypeName(group.graphql_field_name))] = (p: OptionsPageRoot) =>
        formatFields(group.fields, p.stored, media);
    }
    types[page.graphql_type_name] = fields;
  }

  for (const postType of definition.postTypes) {
    const type = formatTypeName(postType.graphql_single_name);
    const list = (language?: string | null) =>
      listPosts(db, postType.post_type, languageFilter(language)).sort(
        (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
      );
    query[formatFieldName(postType.graphql_plural_name)] = (
      _: unknown,
      args: ConnectionArgs & { where?: { language?: string; languages?: string[]; name?: string } },
    ) => {
      let rows = list(args.where?.language);
      if (args.where?.languages?.length) {
        const wanted = args.where.languages.map((l) => l.toLowerCase());
        rows = rows.filter((r) => r.lang && wanted.includes(r.lang));
      }
      if (args.where?.name) rows = rows.filter((r) => r.slug === args.where!.name);
      return connection(rows, (row) => row.id, args);
    };
    query[formatFieldName(postType.graphql_single_name)] = (
      _: unknown,
      args: { id: string; idType?: string },
    ) => {
      let row: PostRow | undefined;
      const idType = args.idType ?? 'ID';
      if (idType === 'DATABASE_ID') row = getPost(db, Number(args.id));
      else if (idType === 'SLUG') row = findBySlug(db, postType.post_type, args.id);
      else if (idType === 'URI') row = findByUri(db, postType.post_type, args.id);
      else {
        const global = fromGlobalId(args.id);
        row = global?.type === 'post' ? getPost(db, global.id) : undefined;
      }
      return row && row.type === postType.post_type && row.status === 'publish' ? row : null;
    };
    const fields: Record<string, unknown> = {
      id: (row: PostRow) => toGlobalId('post', row.id),
      databaseId: (row: PostRow) => row.id,
      uri: (row: PostRow) => postUri(row),
      language: (row: PostRow) => (row.lang ? LANGUAGES[row.lang as LangSlug] : null),
      translations: (row: PostRow) => postTranslations(db, row),
    };
    for (const group of groupsOn(type)) {
      fields[formatFieldName(formatTypeName(group.graphql_field_name))] = (row: PostRow) =>
        formatFields(group.fields, row.fields ? JSON.parse(row.fields) : {}, media);
    }
    types[type] = fields;
  }
  return { Query: query, ...types };
}
