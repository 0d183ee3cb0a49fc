import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiError } from './api-error';
import { readLimitedText, type ReadBody } from './limited-body';

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/** `limit` in bytes: DEFAULT_BODY_LIMIT unless the route needs more. */
export type JsonBodyOptions = { limit?: number };

/**
 * `application/json`, with no charset or UTF-8. Anything else is refused: a form on another site can
 * post text/plain, form-urlencoded or multipart to us without a CORS preflight, but not JSON.
 */
function isJson(contentType: string | null): boolean {
  const [type, ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || value.replace(/^"|"$/g, '') === 'utf-8';
  });
}

/** A JSON body as `unknown`: 415 for another content type, 413 past the limit, 400 when it does not parse. */
export async function readJsonBody(
  request: Request,
  { limit }: JsonBodyOptions = {},
): Promise<ReadBody<unknown>> {
  if (!isJson(request.headers.get('content-type'))) {
    return {
      ok: false,
      response: apiError(415, 'unsupported_media_type', 'The body must be JSON sent as application/json.'),
    };
  }
  const text = await readLimitedText(request, limit);
  if (!text.ok) return text;
  try {
    return { ok: true, data: JSON.parse(text.data) as unknown };
  } catch {
    return { ok: false, response: apiError(400, 'bad_request', 'The body must be valid JSON.') };
  }
}

/** Reads a JSON body and validates it; anything else becomes a 4xx that says what is wrong. */
export async function parseJsonBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  options?: JsonBodyOptions,
): Promise<ParsedBody<T>> {
  const body = await readJsonBody(request, options);
  if (!body.ok) return body;
  const result = schema.safeParse(body.data);
  if (result.success) return { ok: true, data: result.data };
  const message = result.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { ok: false, response: apiError(400, 'bad_request', message) };
}
