import 'server-only';
import { BLOG_PAGE_SIZE, BLOG_RELATED_POSTS, type Language } from '@/config/shop';
import { pageCount } from '@/domain/content/blog';
import type { BlogCategory, Post, PostPage, PostSummary } from '@/domain/content/post';
import {
  BlogCategoriesDocument,
  BlogPostCursorsDocument,
  BlogPostsPageDocument,
  LatestPostsDocument,
  PostByIdDocument,
  PostIdsBySlugDocument,
  RelatedPostsDocument,
} from '@/graphql/generated/graphql';
import { languageFromCode } from '@/i18n/languages';
import { CACHE_TAGS, postTag } from '@/server/cache-tags';
import { wpQuery } from './client';
import { languageFilter } from './language-filter';
import { mapBlogCategories, mapPost, mapPostSummary } from './map';

export async function listLatestPosts(input: {
  lng: Language;
  first: number;
  category?: string;
}): Promise<PostSummary[]> {
  const data = await wpQuery(
    LatestPostsDocument,
    { language: languageFilter(input.lng), first: input.first, categoryName: input.category },
    [CACHE_TAGS.posts],
  );
  return (data.posts?.nodes ?? []).map((post) => mapPostSummary(post, input.lng));
}

/** Every cursor of a list, newest first; WPGraphQL pages by cursor only and gives no total. */
async function listCursors(lng: Language, category: string | undefined): Promise<string[]> {
  const cursors: string[] = [];
  let after: string | null | undefined;
  do {
    const data = await wpQuery(
      BlogPostCursorsDocument,
      { language: languageFilter(lng), categoryName: category, after },
      [CACHE_TAGS.posts],
    );
    for (const edge of data.posts?.edges ?? []) if (edge.cursor) cursors.push(edge.cursor);
    after = data.posts?.pageInfo.hasNextPage ? data.posts.pageInfo.endCursor : null;
  } while (after);
  return cursors;
}

/**
 * One page of the blog (or of one category), newest first. A page past the end comes back empty
 * with the real page count, so the page can answer 404.
 */
export async function listPostPage(input: {
  lng: Language;
  page: number;
  category?: string;
}): Promise<PostPage> {
  const cursors = await listCursors(input.lng, input.category);
  const pages = pageCount(cursors.length, BLOG_PAGE_SIZE);
  const page = { page: input.page, pages, total: cursors.length };
  if (input.page > pages || cursors.length === 0) return { ...page, posts: [] };
  const after = input.page > 1 ? cursors[(input.page - 1) * BLOG_PAGE_SIZE - 1] : undefined;
  const data = await wpQuery(
    BlogPostsPageDocument,
    { language: languageFilter(input.lng), categoryName: input.category, first: BLOG_PAGE_SIZE, after },
    [CACHE_TAGS.posts],
  );
  return { ...page, posts: (data.posts?.nodes ?? []).map((post) => mapPostSummary(post, input.lng)) };
}

/** The blog's categories in one language, empty ones included (their page says so). */
export async function listBlogCategories(lng: Language): Promise<BlogCategory[]> {
  const data = await wpQuery(BlogCategoriesDocument, { language: languageFilter(lng) }, [CACHE_TAGS.posts]);
  return mapBlogCategories(data.categories?.nodes ?? []);
}

/** An article by its database id, in whichever language it is written (`post.lng`). */
export async function getPost(id: number): Promise<Post | null> {
  const data = await wpQuery(PostByIdDocument, { id: String(id) }, [CACHE_TAGS.posts, postTag(id)]);
  return data.post ? mapPost(data.post) : null;
}

/** The id of the article a slug names in one language, for the old `/article/{slug}` links. */
export async function findPostIdBySlug(slug: string, lng: Language): Promise<number | null> {
  const data = await wpQuery(PostIdsBySlugDocument, { slug }, [CACHE_TAGS.posts]);
  const post = data.post;
  if (!post) return null;
  const all = [post, ...(post.translations ?? [])];
  const match = all.find((p) => p && languageFromCode(p.language?.slug ?? '') === lng);
  return match?.databaseId ?? null;
}

/** Other articles to read next: the same category first, then the newest of the rest. */
export async function listRelatedPosts(post: Post, lng: Language): Promise<PostSummary[]> {
  const category = post.categories[0]?.slug;
  const fetch = async (categoryName: string | undefined, notIn: number[]) => {
    const data = await wpQuery(
      RelatedPostsDocument,
      {
        language: languageFilter(lng),
        first: BLOG_RELATED_POSTS,
        categoryName,
        notIn: notIn.map(String),
      },
      [CACHE_TAGS.posts],
    );
    return (data.posts?.nodes ?? []).map((post) => mapPostSummary(post, lng));
  };
  const same = category ? await fetch(category, [post.id]) : [];
  if (same.length >= BLOG_RELATED_POSTS) return same;
  const rest = await fetch(undefined, [post.id, ...same.map((p) => p.id)]);
  return [...same, ...rest].slice(0, BLOG_RELATED_POSTS);
}
