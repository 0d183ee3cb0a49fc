/** A base no request can name, so a target that resolves elsewhere has left the site. */
const DUMMY_ORIGIN = 'http://local.invalid';

/**
 * `to` as a path on this site, percent-encoded for a Location header (`/каталог` → `/%D0%BA…`),
 * or null when it could lead anywhere else. Browsers drop tabs and line breaks from a URL and read
 * a backslash as `/`, so `/<tab>/evil.example` or `/\evil.example` open another site: any control
 * character or backslash is refused, and what is left must resolve on this site to a path that does
 * not start with `//` (which a browser would read as another host).
 */
export function localPath(to: string): string | null {
  if (!to.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, DUMMY_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== DUMMY_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
