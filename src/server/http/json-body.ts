import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiError } from './api-error';

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/** Reads a JSON body and validates it; anything else becomes a 400 that says what is wrong. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<ParsedBody<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: apiError(400, 'bad_request', 'The body must be valid JSON.') };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const message = result.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { ok: false, response: apiError(400, 'bad_request', message) };
}
