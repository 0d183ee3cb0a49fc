import { z } from 'zod';
import type { Language } from '@/config/shop';

/** An article's address: the WordPress database id (spec §2), the same in every link and the sitemap. */
export function articlePath(id: number): string {
  return `/article/${id}`;
}

/** The one query parameter a blog list reads. */
export const BLOG_PAGE_PARAMETER = 'page';

/** `/blog`, `/blog/news`, `/blog/news?page=2`: page 1 has no query, so it has one canonical URL. */
export function blogPath(category?: string | null, page = 1): string {
  const base = category ? `/blog/${category}` : '/blog';
  return page > 1 ? `${base}?${BLOG_PAGE_PARAMETER}=${page}` : base;
}

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

/** `?page=N` from the URL; anything else (absent, `abc`, `0`, repeated) is page 1, never a crash. */
export function parseBlogPage(raw: string | string[] | undefined): number {
  return pageSchema.parse(Array.isArray(raw) ? raw[0] : (raw ?? 1));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A `/article/…` segment: digits are a database id, anything else a slug to redirect from. */
export function parseArticleParam(value: string): { id: number } | { slug: string } | null {
  if (/^[1-9]\d{0,9}$/.test(value)) return { id: Number(value) };
  if (/^[a-z0-9][a-z0-9-]*$/.test(value)) return { slug: value };
  return null;
}

/** The language a translation list names for one language, if the article exists in it. */
export function translationIn(
  translations: readonly { lng: Language; id: number }[],
  lng: Language,
): number | null {
  return translations.find((t) => t.lng === lng)?.id ?? null;
}

/** "14 лютого 2025" / "14 February 2025": an article's date in the page's language. */
export function postDateFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
}
