import 'server-only';
import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';
import {
  SitemapCategoriesDocument,
  SitemapPagesDocument,
  SitemapPostsDocument,
} from '@/graphql/generated/graphql';
import { languageFromCode } from '@/i18n/languages';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpQuery } from './client';
import { languageFilter } from './language-filter';
import { isUncategorized } from './map';

const PAGE_SIZE = 100;

/**
 * The shop slugs of one language's WordPress pages (about, info, contacts, …): a translation is served
 * under its Ukrainian original's slug, which Polylang Pro lets it share and Polylang free does not.
 */
export async function listPageSlugs(lng: Language): Promise<{ slug: string; modified: string }[]> {
  const found: { slug: string; modified: string }[] = [];
  let after: string | null | undefined;
  do {
    const data = await wpQuery(
      SitemapPagesDocument,
      { language: languageFilter(lng), first: PAGE_SIZE, after },
      [CACHE_TAGS.pages],
    );
    for (const node of data.pages?.nodes ?? []) {
      const original = (node.translations ?? []).find(
        (translation) => languageFromCode(translation?.language?.slug ?? '') === DEFAULT_LANGUAGE,
      );
      const slug = original?.slug ?? node.slug;
      if (slug) found.push({ slug, modified: node.modified ?? '' });
    }
    after = data.pages?.pageInfo.hasNextPage ? data.pages.pageInfo.endCursor : null;
  } while (after);
  return found;
}

/** Database ids of one language's blog posts; an article's URL is `/article/{id}`. */
export async function listPostIds(lng: Language): Promise<{ id: number; date: string }[]> {
  const found: { id: number; date: string }[] = [];
  let after: string | null | undefined;
  do {
    const data = await wpQuery(
      SitemapPostsDocument,
      { language: languageFilter(lng), first: PAGE_SIZE, after },
      [CACHE_TAGS.posts],
    );
    for (const node of data.posts?.nodes ?? []) found.push({ id: node.databaseId, date: node.date ?? '' });
    after = data.posts?.pageInfo.hasNextPage ? data.posts.pageInfo.endCursor : null;
  } while (after);
  return found;
}

/** Slugs of one language's blog categories that hold posts: an empty one has nothing to index. */
export async function listBlogCategorySlugs(lng: Language): Promise<string[]> {
  const data = await wpQuery(SitemapCategoriesDocument, { language: languageFilter(lng) }, [
    CACHE_TAGS.posts,
  ]);
  return (data.categories?.nodes ?? [])
    .filter((node) => node.slug && !isUncategorized(node.slug) && (node.count ?? 0) > 0)
    .map((node) => node.slug as string);
}
