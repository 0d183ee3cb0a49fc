/**
 * Which page route Next.js would pick for a path, from the build's list of page routes, by Next's
 * own precedence: segment by segment, a static name before a `[param]` before a `[...catchAll]`.
 * Route groups `(name)` take no part in the URL and are left out.
 */

type Kind = 0 | 1 | 2;

function kind(segment: string): Kind {
  if (segment.startsWith('[...') || segment.startsWith('[[...')) return 2;
  return segment.startsWith('[') ? 1 : 0;
}

function paramName(segment: string): string {
  return segment.replace(/^\[+(?:\.\.\.)?/, '').replace(/\]+$/, '');
}

export type RouteMatch = { route: string; params: Record<string, string> };

function matchOne(route: string, segments: readonly string[]): { rank: Kind[]; match: RouteMatch } | null {
  const parts = route.split('/').filter((part) => part && !/^\(.*\)$/.test(part));
  const params: Record<string, string> = {};
  const rank: Kind[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const k = kind(part);
    rank.push(k);
    if (k === 2) {
      const rest = segments.slice(i);
      if (rest.length === 0 && !part.startsWith('[[')) return null;
      params[paramName(part)] = rest.join('/');
      return { rank, match: { route, params } };
    }
    if (i >= segments.length) return null;
    if (k === 0 && part !== segments[i]) return null;
    if (k === 1) params[paramName(part)] = segments[i];
  }
  return parts.length === segments.length ? { rank, match: { route, params } } : null;
}

function better(a: Kind[], b: Kind[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i];
  return a.length > b.length;
}

/** `routes` like `/catalog/[slug]`; `segments` the path's, already split. Null when none matches. */
export function matchRoute(routes: readonly string[], segments: readonly string[]): RouteMatch | null {
  let best: { rank: Kind[]; match: RouteMatch } | null = null;
  for (const route of routes) {
    const found = matchOne(route, segments);
    if (found && (!best || better(found.rank, best.rank))) best = found;
  }
  return best?.match ?? null;
}
