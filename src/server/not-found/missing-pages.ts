import type { Language } from '@/config/shop';
import { isInternalCategory } from '@/domain/catalog/category-conventions';
import { parseArticleParam, translationIn } from '@/domain/content/blog';
import { ExpiringMap } from '@/server/expiring-map';
import { resolveSlug } from '@/server/slug-resolver';
import { getCategoryBySlug } from '@/server/woocommerce/catalog';
import { listCertificates } from '@/server/woocommerce/special-products';
import { findPostIdBySlug, getPost, listBlogCategories } from '@/server/wordpress/posts';
import { builtPageRoutes } from './page-routes';
import { matchRoute } from './route-match';

/*
 * Whether a page's record is missing, asked by the proxy before the page renders.
 *
 * Why: in a production build, a page that calls notFound() answers 404 with an empty error shell
 * (`<html id="__next_error__">`) whose text only JavaScript fills in (vercel/next.js #62228, #98295):
 * crawlers and visitors without JavaScript see a blank page. A proxy rewrite with a status is
 * rendered in full, so the proxy answers a missing product, article, category or unknown path with
 * the not-found page and 404 itself; the pages' own notFound() stays as the fallback.
 *
 * The routes come from the build (page-routes.ts); `next dev` renders notFound() correctly and is
 * left alone.
 * Answers are remembered per replica (found for 5 minutes, missing for 30 seconds, bounded); a
 * platform that fails counts as found, so the page decides as before.
 */

type Check = (lng: Language, params: Record<string, string>) => Promise<boolean>;

/** Per dynamic route under [lng]: does the record the URL names exist? */
const EXISTS: Record<string, Check> = {
  '/[slug]': async (lng, { slug }) => (await resolveSlug(slug, lng)).kind !== 'none',
  '/catalog/[slug]': async (lng, { slug }) =>
    !isInternalCategory(slug) && (await getCategoryBySlug(slug, lng)) !== null,
  '/blog/[category]': async (lng, { category }) =>
    (await listBlogCategories(lng)).some((c) => c.slug === category),
  '/article/[id]': articleExists,
  '/certificates/[id]': async (lng, { id }) =>
    /^\d+$/.test(id) && (await listCertificates(lng)).some((c) => c.id === Number(id)),
  // Only the number's form: whether the order exists and the key fits is the page's (private) call.
  '/tracking/[id]': async (_lng, { id }) => /^\d{1,10}$/.test(id),
  '/[...rest]': async () => false,
};

/** The dynamic routes the proxy checks (missing-pages.routes.test.ts: every dynamic page has one). */
export const CHECKED_ROUTES: readonly string[] = Object.keys(EXISTS);

async function articleExists(lng: Language, { id }: Record<string, string>): Promise<boolean> {
  const parsed = parseArticleParam(id);
  if (!parsed) return false;
  if ('slug' in parsed) return (await findPostIdBySlug(parsed.slug, lng)) !== null;
  const post = await getPost(parsed.id);
  if (!post) return false;
  return post.lng === lng || translationIn(post.translations, lng) !== null;
}

const FOUND_MS = 5 * 60_000;
const MISSING_MS = 30_000;
const MAX_ENTRIES = 5_000;
const MEMORY = Symbol.for('storefront.missingPages');

type Memory = { answers: ExpiringMap<string, boolean> };

function memory(): Memory {
  const store = globalThis as typeof globalThis & { [MEMORY]?: Memory };
  store[MEMORY] ??= { answers: new ExpiringMap({ maxEntries: MAX_ENTRIES }) };
  return store[MEMORY];
}

/**
 * True when the page at `rest` (the path after the language, split) names a record that does not
 * exist. Answers within a few milliseconds from memory after the first ask.
 */
export async function isMissingPage(lng: Language, rest: readonly string[]): Promise<boolean> {
  const routes = builtPageRoutes();
  if (!routes) return false;
  const match = matchRoute(routes, rest);
  const check = match && EXISTS[match.route];
  if (!match || !check) return false;
  const key = `${lng}/${rest.join('/')}`;
  const { answers } = memory();
  const now = Date.now();
  const known = answers.get(key, now);
  if (known !== undefined) return known;
  let missing: boolean;
  try {
    missing = !(await check(lng, match.params));
  } catch {
    return false;
  }
  answers.set(key, missing, { ttlMs: missing ? MISSING_MS : FOUND_MS, at: now });
  return missing;
}
