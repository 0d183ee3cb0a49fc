import fs from 'node:fs';
import path from 'node:path';
import type { RecordAnswer } from './woocommerce-scenario';
import type { Target } from './target';

/*
 * The storefront's GraphQL operations (graphql/*.graphql, as codegen types them), each sent with its
 * whole document as Apollo sends it. Database ids differ between the two sites, so a post and a page
 * are found by slug on each site first, as the blog and the content pages do.
 */

const documents = (root: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(root, 'graphql'))
      .filter((file) => file.endsWith('.graphql') && file !== 'schema.graphql')
      .map((file) => [file, fs.readFileSync(path.join(root, 'graphql', file), 'utf8')]),
  );

type Json = { data?: { [key: string]: unknown } | null };
const data = (json: unknown) => ((json as Json | null)?.data ?? {}) as { [key: string]: unknown };
const nodes = (connection: unknown) =>
  ((connection as { nodes?: unknown[] } | null)?.nodes ?? []) as {
    [key: string]: unknown;
  }[];

export async function graphqlScenario(t: Target, record: RecordAnswer, root: string): Promise<void> {
  const docs = documents(root);
  const op = async (file: string, name: string, variables: { [key: string]: unknown }, label = name) =>
    record(`GraphQL ${label}`, await t.graphql(docs[file], name, variables));
  const language = 'UK';

  const latest = await op('posts.graphql', 'LatestPosts', { language, first: 3 });
  const post = nodes(data(latest.json).posts)[0] ?? {};
  const category = nodes(post.categories)[0]?.slug as string | undefined;
  await op('posts.graphql', 'BlogPostCursors', { language });
  await op('posts.graphql', 'BlogPostsPage', { language, first: 12 });
  await op('posts.graphql', 'BlogCategories', { language });
  const ids = await op('posts.graphql', 'PostIdsBySlug', { slug: post.slug ?? 'none' });
  const postId = (data(ids.json).post as { databaseId?: number } | null)?.databaseId ?? 0;
  await op('posts.graphql', 'PostById', { id: String(postId) });
  await op('posts.graphql', 'PostById', { id: '999999' }, 'PostById (unknown id)');
  await op('posts.graphql', 'RelatedPosts', { language, first: 3, categoryName: category, notIn: [postId] });

  const sitemapPages = await op('sitemap.graphql', 'SitemapPages', { language, first: 100 });
  await op('sitemap.graphql', 'SitemapPosts', { language, first: 100 });
  await op('sitemap.graphql', 'SitemapCategories', { language });
  const pageSlug = (nodes(data(sitemapPages.json).pages)[0]?.slug as string | undefined) ?? 'none';
  const page = await op('pages.graphql', 'PageBySlug', { slug: pageSlug, language });
  const pageId = (nodes(data(page.json).pages)[0]?.databaseId as number | undefined) ?? 0;
  await op('page-by-id.graphql', 'PageById', { id: String(pageId) });
  await op('wheels.graphql', 'PrizeWheels', { language });

  for (const name of ['SiteOptionsUk', 'SiteOptionsEn', 'SiteOptionsRu'])
    await op('options.graphql', name, {});
  await op('opening-hours.graphql', 'OpeningHours', {});
}
