import type { NextResponse } from 'next/server';
import { apiError } from './api-error';

/** Far above any body the storefront's own pages send: an order, the largest, is a few KB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export type ReadBody<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

function tooLarge(limit: number): { ok: false; response: NextResponse } {
  return {
    ok: false,
    response: apiError(413, 'payload_too_large', `The body may be at most ${limit} bytes.`),
  };
}

/**
 * The body's bytes, never more than `limit` of them: a Content-Length above the limit is refused
 * before anything is read, and a body without one (chunked) is read chunk by chunk and abandoned as
 * soon as it passes the limit, so a 50 MB body costs no more than the limit.
 */
export async function readLimitedBytes(
  request: Request,
  limit = DEFAULT_BODY_LIMIT,
  refuse: (limit: number) => { ok: false; response: NextResponse } = tooLarge,
): Promise<ReadBody<Buffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) return refuse(limit);
  if (!request.body) return { ok: true, data: Buffer.alloc(0) };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling may wait on the client, and the answer need not.
      reader.cancel().catch(() => undefined);
      return refuse(limit);
    }
    chunks.push(value);
  }
  return { ok: true, data: Buffer.concat(chunks) };
}

/** The body as UTF-8 text, within `limit` bytes (see readLimitedBytes). */
export async function readLimitedText(
  request: Request,
  limit = DEFAULT_BODY_LIMIT,
): Promise<ReadBody<string>> {
  const bytes = await readLimitedBytes(request, limit);
  return bytes.ok ? { ok: true, data: new TextDecoder().decode(bytes.data) } : bytes;
}
