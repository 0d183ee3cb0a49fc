import type { Context } from 'hono';
import { invalidParam, WcHttpError } from './errors';
import type { Lang } from './model';

export function langOf(c: Context): Lang {
  const lang = c.req.query('lang');
  return lang === 'en' || lang === 'ru' ? lang : 'uk';
}

export function intParam(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalidParam(
      name,
      max === Number.MAX_SAFE_INTEGER
        ? `${name} must be greater than or equal to ${min}`
        : `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
    );
  }
  return value;
}

export function enumParam<T extends string>(c: Context, name: string, allowed: readonly T[], fallback: T): T {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!allowed.includes(raw as T)) throw invalidParam(name, `${name} is not one of ${allowed.join(', ')}.`);
  return raw as T;
}

/** `name=1,2`, `name=1&name=2` or PHP's `name[]=1&name[]=2`, as WordPress reads them. */
export function idList(c: Context, name: string): number[] {
  const raw = [...(c.req.queries(name) ?? []), ...(c.req.queries(`${name}[]`) ?? [])];
  return raw
    .flatMap((v) => v.split(','))
    .filter(Boolean)
    .map(Number)
    .filter(Number.isInteger);
}

export function boolParam(c: Context, name: string): boolean | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  return raw === 'true' || raw === '1';
}

/** Pages a list as WordPress does, setting X-WP-Total, X-WP-TotalPages and the Link header. */
export function paginate<T>(c: Context, items: T[], defaultPerPage = 10): T[] {
  const perPage = intParam(c, 'per_page', defaultPerPage, 1, 100);
  const page = intParam(c, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
  const offset = c.req.query('offset')
    ? intParam(c, 'offset', 0, 0, Number.MAX_SAFE_INTEGER)
    : (page - 1) * perPage;
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(totalPages));
  const url = new URL(c.req.url);
  const link = (p: number, rel: string) => {
    url.searchParams.set('page', String(p));
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const links = [page > 1 ? link(page - 1, 'prev') : '', page < totalPages ? link(page + 1, 'next') : ''];
  if (links.some(Boolean)) c.header('Link', links.filter(Boolean).join(', '));
  if (page > 1 && page > totalPages && total > 0) {
    throw new WcHttpError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
  return items.slice(offset, offset + perPage);
}
