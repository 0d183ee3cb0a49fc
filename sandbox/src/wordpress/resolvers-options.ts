import type { SandboxContext } from '../context';
import { connection, toGlobalId, type ConnectionArgs } from './connection';
import { listPosts, uploadUrl, type PostRow } from './content';
import { LANGUAGES, languageFilter, type LangSlug } from './languages';
import type { OptionsSeed } from './seed-options';

function readOptions(ctx: SandboxContext, lang: LangSlug): { optionsFields: OptionsSeed } | null {
  const row = ctx.db
    .prepare(`SELECT value FROM wordpress_options WHERE name = ?`)
    .get(`site_options_${lang}`) as { value: string } | undefined;
  if (!row) return null;
  const fields = JSON.parse(row.value) as OptionsSeed;
  // ACF image fields return URLs; the stored value is a path under uploads so the host is never stored.
  const products = fields.header.products.map((p) => ({
    ...p,
    image: /^https?:/.test(p.image) ? p.image : uploadUrl(ctx.config.baseUrl, p.image),
  }));
  return { optionsFields: { ...fields, header: { products } } };
}

export function optionsResolvers(ctx: SandboxContext) {
  return {
    Query: {
      siteOptions: () => readOptions(ctx, 'uk'),
      siteOptionsEn: () => readOptions(ctx, 'en'),
      siteOptionsRu: () => readOptions(ctx, 'ru'),
      prizeWheels: (_: unknown, args: ConnectionArgs & { where?: { language?: string } }) =>
        connection(
          listPosts(ctx.db, 'prize_wheel', languageFilter(args.where?.language)).sort(
            (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
          ),
          (row) => row.id,
          args,
        ),
    },
    PrizeWheel: {
      id: (row: PostRow) => toGlobalId('post', row.id),
      databaseId: (row: PostRow) => row.id,
      language: (row: PostRow) => (row.lang ? LANGUAGES[row.lang as LangSlug] : null),
      wheelFields: (row: PostRow) => (row.fields ? JSON.parse(row.fields) : null),
    },
  };
}
