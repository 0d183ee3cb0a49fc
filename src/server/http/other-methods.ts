import { apiError } from './api-error';

/*
 * Next answers a method a route file does not export with an empty 405 and no Allow header
 * (next/dist/server/route-modules/app-route/helpers/auto-implement-methods.js), and its automatic
 * OPTIONS lists every exported method. So each API route exports these for the methods it does not
 * take, `export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')`, and every
 * answer of the API keeps the {error: {code, message}} body. The message is for developers, as
 * bad_request's is: the shop's own pages never send a wrong method.
 */

type Handler = () => Response;

const ALLOW = { GET: 'GET, HEAD, OPTIONS', POST: 'OPTIONS, POST' } as const;

function refusals(allow: string) {
  const refuse: Handler = () => {
    const response = apiError(405, 'method_not_allowed', `This address answers ${allow} only.`);
    response.headers.set('Allow', allow);
    return response;
  };
  const options: Handler = () => new Response(null, { status: 204, headers: { Allow: allow } });
  return { refuse, options };
}

export function otherMethods(
  allowed: 'POST',
): Record<'GET' | 'HEAD' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', Handler>;
export function otherMethods(
  allowed: 'GET',
): Record<'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', Handler>;
export function otherMethods(allowed: 'GET' | 'POST'): Partial<Record<string, Handler>> {
  const { refuse, options } = refusals(ALLOW[allowed]);
  // HEAD of a GET route is Next's own: the GET handler's answer without its body.
  const others = allowed === 'GET' ? { POST: refuse } : { GET: refuse, HEAD: refuse };
  return { ...others, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
}
