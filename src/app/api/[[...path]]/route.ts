import { apiError } from '@/server/http/api-error';

/*
 * Any /api address no route answers, `/api` itself included (an optional catch-all): the API's JSON
 * error, not the shop's HTML 404 page. Next picks a route of its own before this catch-all, so only
 * unknown addresses reach it.
 */
function notFound(request: Request): Response {
  return apiError(404, 'not_found', `No API answers ${new URL(request.url).pathname}.`);
}

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH };
export { notFound as DELETE, notFound as OPTIONS };
