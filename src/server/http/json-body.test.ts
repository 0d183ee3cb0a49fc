import { z } from 'zod';
import { parseJsonBody } from './json-body';
import { readLimitedText } from './limited-body';

const schema = z.object({ name: z.string() });

/** A body sent in the given pieces, with no Content-Length, as a chunked upload arrives. */
function chunked(pieces: Uint8Array[], contentType = 'application/json') {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Request('http://shop.test/api/x', {
    method: 'POST',
    body: stream,
    headers: { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);
}

describe('a limited body', () => {
  it('is read whole up to the limit and refused one byte past it', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(20) });
    const exact = await parseJsonBody(chunked([Buffer.from(body)]), schema, { limit: body.length });
    expect(exact).toEqual({ ok: true, data: { name: 'x'.repeat(20) } });
    const over = await parseJsonBody(chunked([Buffer.from(body)]), schema, { limit: body.length - 1 });
    expect(over.ok || over.response.status).toBe(413);
  });

  it('decodes UTF-8 split across chunks', async () => {
    const bytes = Buffer.from(JSON.stringify({ name: 'Олена' }));
    const split = await parseJsonBody(chunked([bytes.subarray(0, 10), bytes.subarray(10)]), schema);
    expect(split).toEqual({ ok: true, data: { name: 'Олена' } });
  });

  it('is read as text whatever its type when the route reads it raw', async () => {
    const text = await readLimitedText(chunked([Buffer.from('a=1')], 'application/x-www-form-urlencoded'));
    expect(text).toEqual({ ok: true, data: 'a=1' });
  });

  it('refuses a declared length past the limit before reading', async () => {
    const request = new Request('http://shop.test/api/x', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
    });
    const result = await readLimitedText(request, 99);
    expect(result.ok || result.response.status).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });
});
