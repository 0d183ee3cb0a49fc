import type { Language } from '@/config/shop';

/** A WordPress page (about, info, contacts); `html` is trusted editor content from WordPress. */
export type ContentPage = {
  id: number;
  /** The language it is written in (Polylang); null when WordPress does not say. */
  lng: Language | null;
  slug: string;
  title: string;
  html: string;
  modified: string;
  translations: { lng: Language; slug: string }[];
};

/**
 * `/{segment}`: an all-digit segment (no leading zero) may be a page's database id (spec §2 `/{id}`);
 * anything else is a slug. A product slug may be digits too, so an id that names no page falls back
 * to the slug lookup.
 */
export function pageIdFrom(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

/**
 * What `/{id}` shows in `lng` for the page with that id: the page itself when it is written in
 * `lng` (or WordPress names no language), its translation's slug URL when it is written in another
 * language, nothing when it has no version in `lng`.
 */
export function pageByIdTarget(
  page: ContentPage,
  lng: Language,
): { kind: 'page' } | { kind: 'redirect'; path: string } | { kind: 'none' } {
  if (page.lng === null || page.lng === lng) return { kind: 'page' };
  const translation = page.translations.find((t) => t.lng === lng);
  return translation?.slug ? { kind: 'redirect', path: `/${translation.slug}` } : { kind: 'none' };
}
