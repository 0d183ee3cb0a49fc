import 'server-only';
import type { Language } from '@/config/shop';
import type { PostSummary } from '@/domain/content/post';
import { LatestPostsDocument } from '@/graphql/generated/graphql';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpQuery } from './client';
import { languageFilter } from './language-filter';
import { mapPostSummary } from './map';

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
  return (data.posts?.nodes ?? []).map(mapPostSummary);
}
