import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** WordPress's REST error body: `{code, message, data: {status, ...}}`. */
export function wcError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ code, message, data: { status, ...extra } }, status);
}

export class WcHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidParam = (param: string, detail: string) =>
  new WcHttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, {
    params: { [param]: detail },
    details: { [param]: { code: 'rest_invalid_param', message: detail, data: null } },
  });
