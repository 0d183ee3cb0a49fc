import 'server-only';
import type { Language } from '@/config/shop';
import { articleSearch, type ArticleTitle } from '@/domain/search/article-search';
import { expiryGeneration } from '@/server/page-cache/page-cache';
import { listLatestPosts } from '@/server/wordpress/posts';

/*
 * The blog's article titles per language, kept in this process for the search field's suggestions:
 * read from WordPress through the data cache (the `posts` tag) and read again after a webhook or
 * FRESH_MS, the titles read before answering meanwhile. A WordPress that fails never breaks the
 * product suggestions: the failure is logged, the suggestions name no articles (or the titles read
 * before), and WordPress is asked again RETRY_MS later.
 */

const FRESH_MS = 60_000;
const RETRY_MS = 10_000;
/** WPGraphQL's largest page: the newest articles are the ones offered. */
const ARTICLES_SEARCHED = 100;

type Find = (query: string) => ArticleTitle[];
type Kept = { find: Find | null; reading: Promise<void> | null; until: number; generation: number };

const MEMORY = Symbol.for('storefront.articleSearch');
const holder = globalThis as typeof globalThis & { [MEMORY]?: Map<Language, Kept> };

function keptFor(lng: Language): Kept {
  const kept = (holder[MEMORY] ??= new Map());
  let entry = kept.get(lng);
  if (!entry) {
    entry = { find: null, reading: null, until: 0, generation: expiryGeneration() };
    kept.set(lng, entry);
  }
  return entry;
}

async function readTitles(lng: Language, entry: Kept): Promise<void> {
  const generation = expiryGeneration();
  try {
    const posts = await listLatestPosts({ lng, first: ARTICLES_SEARCHED });
    entry.find = articleSearch(posts.map(({ slug, title }) => ({ slug, title })));
    entry.until = Date.now() + FRESH_MS;
  } catch (error) {
    console.error('search: the blog could not be read; suggestions name no new articles', { lng }, error);
    entry.until = Date.now() + RETRY_MS;
  } finally {
    entry.generation = generation;
    entry.reading = null;
  }
}

/** Articles whose titles answer the query; none when the blog cannot be read. */
export async function findArticles(lng: Language, query: string): Promise<ArticleTitle[]> {
  const entry = keptFor(lng);
  const stale = entry.generation !== expiryGeneration() || Date.now() >= entry.until;
  if (stale && !entry.reading) entry.reading = readTitles(lng, entry);
  if (!entry.find) await entry.reading;
  return entry.find?.(query) ?? [];
}

/** Forgets the titles (tests). */
export function forgetArticleSearch(): void {
  holder[MEMORY]?.clear();
}
