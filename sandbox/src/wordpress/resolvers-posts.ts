import type { SandboxContext } from '../context';
import { connection, fromGlobalId, toGlobalId, type ConnectionArgs } from './connection';
import {
  findBySlug,
  findByUri,
  getPost,
  listPosts,
  listTerms,
  normalizeUri,
  postIdsOfTerms,
  postTranslations,
  postUri,
  termPostCount,
  termsOfPost,
  termUri,
  translationsOf,
  uploadUrl,
  type PostRow,
  type TermRow,
} from './content';
import { DEFAULT_LANG, LANGUAGES, languageFilter, type LangSlug } from './languages';

interface PostWhere {
  language?: string | null;
  categoryName?: string | null;
  categoryId?: number | null;
  search?: string | null;
  notIn?: (string | number)[] | null;
  orderby?: { field: 'DATE' | 'TITLE' | 'MODIFIED' | 'SLUG'; order: 'ASC' | 'DESC' }[] | null;
}

const ORDER_COLUMNS = { DATE: 'date', TITLE: 'title', MODIFIED: 'modified', SLUG: 'slug' } as const;

/** WP_Query's search: every word must appear in the title, excerpt or content. */
function matchesSearch(row: PostRow, search: string): boolean {
  const haystack = `${row.title} ${row.excerpt} ${row.content}`.toLocaleLowerCase();
  return search
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** notIn takes database ids or global ids, as WPGraphQL does. */
function databaseIds(ids: (string | number)[]): Set<number> {
  return new Set(
    ids.map((id) => (/^\d+$/.test(String(id)) ? Number(id) : (fromGlobalId(String(id))?.id ?? -1))),
  );
}

function sortPosts(rows: PostRow[], orderby: PostWhere['orderby']): PostRow[] {
  const keys = orderby?.length ? orderby : [{ field: 'DATE' as const, order: 'DESC' as const }];
  return [...rows].sort((a, b) => {
    for (const { field, order } of keys) {
      const column = ORDER_COLUMNS[field];
      const cmp = String(a[column]).localeCompare(String(b[column]));
      if (cmp !== 0) return order === 'ASC' ? cmp : -cmp;
    }
    return b.id - a.id;
  });
}

function queryPosts(ctx: SandboxContext, where: PostWhere = {}): PostRow[] {
  const { db } = ctx;
  let rows = listPosts(db, 'post', languageFilter(where.language));
  if (where.categoryName || where.categoryId != null) {
    const slugs = (where.categoryName ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const termIds = listTerms(db, null)
      .filter((t) => slugs.includes(t.slug) || t.id === where.categoryId)
      .map((t) => t.id);
    const ids = postIdsOfTerms(db, termIds);
    rows = rows.filter((row) => ids.has(row.id));
  }
  if (where.search) rows = rows.filter((row) => matchesSearch(row, where.search!));
  if (where.notIn?.length) {
    const excluded = databaseIds(where.notIn);
    rows = rows.filter((row) => !excluded.has(row.id));
  }
  return sortPosts(rows, where.orderby);
}

function findPost(ctx: SandboxContext, type: 'post' | 'page', id: string, idType: string): PostRow | null {
  let row: PostRow | undefined;
  if (idType === 'DATABASE_ID') row = /^\d+$/.test(id) ? getPost(ctx.db, Number(id)) : undefined;
  else if (idType === 'SLUG') row = findBySlug(ctx.db, type, id);
  else if (idType === 'URI') row = findByUri(ctx.db, type, id);
  else {
    const global = fromGlobalId(id);
    row = global?.type === 'post' ? getPost(ctx.db, global.id) : undefined;
  }
  return row && row.type === type && row.status === 'publish' ? row : null;
}

function findCategory(ctx: SandboxContext, id: string, idType: string): TermRow | null {
  const terms = listTerms(ctx.db, null);
  const byDefaultLang = (list: TermRow[]) => list.find((t) => t.lang === DEFAULT_LANG) ?? list[0] ?? null;
  switch (idType) {
    case 'DATABASE_ID':
      return terms.find((t) => String(t.id) === id) ?? null;
    case 'SLUG':
      return byDefaultLang(terms.filter((t) => t.slug === id));
    case 'NAME':
      return byDefaultLang(terms.filter((t) => t.name === id));
    case 'URI':
      return terms.find((t) => termUri(t) === normalizeUri(id)) ?? null;
    default: {
      const global = fromGlobalId(id);
      return global?.type === 'term' ? (terms.find((t) => t.id === global.id) ?? null) : null;
    }
  }
}

const language = (row: { lang: string | null }) => (row.lang ? LANGUAGES[row.lang as LangSlug] : null);

export function postResolvers(ctx: SandboxContext) {
  const { db } = ctx;
  const mediaItem = (id: number) => {
    const media = id ? getPost(db, id) : undefined;
    return media?.type === 'attachment' ? { node: media } : null;
  };
  const postFields = {
    id: (row: PostRow) => toGlobalId('post', row.id),
    databaseId: (row: PostRow) => row.id,
    uri: (row: PostRow) => postUri(row),
    language,
    translations: (row: PostRow) => postTranslations(db, row),
  };
  return {
    Query: {
      posts: (_: unknown, args: ConnectionArgs & { where?: PostWhere }) =>
        connection(queryPosts(ctx, args.where ?? {}), (row) => row.id, args),
      post: (_: unknown, args: { id: string; idType?: string }) =>
        findPost(ctx, 'post', args.id, args.idType ?? 'ID'),
      // As a real site does (Polylang free, checked on WordPress 6.8): `language` is ignored next to
      // `name`, so a slug finds its page whatever the language asked.
      pages: (_: unknown, args: ConnectionArgs & { where?: { language?: string; name?: string } }) =>
        connection(
          sortPosts(
            listPosts(db, 'page', args.where?.name ? null : languageFilter(args.where?.language)).filter(
              (row) => !args.where?.name || row.slug === args.where.name,
            ),
            null,
          ),
          (row) => row.id,
          args,
        ),
      page: (_: unknown, args: { id: string; idType?: string }) =>
        findPost(ctx, 'page', args.id, args.idType ?? 'ID'),
      categories: (
        _: unknown,
        args: ConnectionArgs & { where?: { language?: string; hideEmpty?: boolean; slug?: string[] } },
      ) => {
        let terms = listTerms(db, languageFilter(args.where?.language));
        if (args.where?.slug?.length) terms = terms.filter((t) => args.where!.slug!.includes(t.slug));
        if (args.where?.hideEmpty) terms = terms.filter((t) => termPostCount(db, t.id) > 0);
        return connection(terms, (t) => t.id, args);
      },
      category: (_: unknown, args: { id: string; idType?: string }) =>
        findCategory(ctx, args.id, args.idType ?? 'ID'),
    },
    Post: {
      ...postFields,
      content: (row: PostRow) => row.content.replaceAll('{{uploads}}/', uploadUrl(ctx.config.baseUrl, '')),
      featuredImage: (row: PostRow) => mediaItem(row.featured_media),
      categories: (row: PostRow) => ({ nodes: termsOfPost(db, row.id) }),
    },
    Page: postFields,
    Category: {
      id: (row: TermRow) => toGlobalId('term', row.id),
      databaseId: (row: TermRow) => row.id,
      uri: (row: TermRow) => termUri(row),
      count: (row: TermRow) => termPostCount(db, row.id) || null,
      language,
      translations: (row: TermRow) => translationsOf(listTerms(db, null), row),
    },
    MediaItem: {
      id: (row: PostRow) => toGlobalId('post', row.id),
      databaseId: (row: PostRow) => row.id,
      sourceUrl: (row: PostRow) => (row.file ? uploadUrl(ctx.config.baseUrl, row.file) : null),
      altText: (row: PostRow) => row.alt_text,
      mediaDetails: (row: PostRow) => ({ width: row.width, height: row.height }),
    },
  };
}
