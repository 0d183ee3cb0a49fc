import { POST as callback } from './callback/route';
import { POST as quote } from './checkout/quote/route';
import { POST as filters } from './filters/route';
import { POST as hintGift } from './hint-gift/route';
import { POST as newsletter } from './newsletter/route';
import { POST as options } from './options/route';
import { POST as orders } from './orders/route';
import { POST as wayforpay } from './payment/wayforpay/route';
import { POST as products } from './products/route';
import { POST as promo } from './promo/route';
import { POST as revalidate } from './revalidate/route';
import { POST as wheelSpin } from './wheel/spin/route';
import { POST as wheelStatus } from './wheel/status/route';

/*
 * Every API route that reads a body refuses one over its limit before reading it, and the JSON routes
 * refuse other content types: a form on another site can post text/plain, form-urlencoded or
 * multipart without a CORS preflight, but not application/json. Each request below is refused before
 * any backend is called, so no backend runs here.
 */

const JSON_ROUTES = {
  '/api/callback': callback,
  '/api/checkout/quote': quote,
  '/api/filters': filters,
  '/api/hint-gift': hintGift,
  '/api/newsletter': newsletter,
  '/api/options': options,
  '/api/orders': orders,
  '/api/products': products,
  '/api/promo': promo,
  '/api/wheel/spin': wheelSpin,
  '/api/wheel/status': wheelStatus,
} satisfies Record<string, (request: Request) => Promise<Response>>;

/** Routes whose senders choose the content type: WayForPay (JSON, or JSON as a form key) and WooCommerce. */
const RAW_ROUTES = {
  '/api/payment/wayforpay': wayforpay,
  '/api/revalidate': revalidate,
} satisfies Record<string, (request: Request) => Promise<Response>>;

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body of `size` bytes made only as it is read, counting what was read. */
function lazyBody(size: number) {
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(CHUNK, size - read.bytes)).fill(0x20);
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

function post(path: string, body: BodyInit, headers: Record<string, string>) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': 'body-limits', ...headers },
    duplex: 'half',
  } as RequestInit);
}

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe.each(Object.entries({ ...JSON_ROUTES, ...RAW_ROUTES }))('POST %s', (path, handler) => {
  it('answers 413 to a declared 50 MB body without reading it', async () => {
    const { stream, read } = lazyBody(50 * MB);
    const response = await handler(
      post(path, stream, { 'content-type': 'application/json', 'content-length': String(50 * MB) }),
    );
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe('payload_too_large');
    // A ReadableStream may fill its own queue with one chunk; nothing more is read.
    expect(read.bytes).toBeLessThanOrEqual(CHUNK);
  });

  it('answers 413 to a chunked body with no length once it passes the limit, and stops reading', async () => {
    const { stream, read } = lazyBody(50 * MB);
    const response = await handler(post(path, stream, { 'content-type': 'application/json' }));
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe('payload_too_large');
    expect(read.bytes).toBeLessThan(5 * MB);
  });
});

describe.each(Object.entries(JSON_ROUTES))('POST %s', (path, handler) => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form-urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no', ''],
  ])('answers 415 to a %s content type, so another site’s form cannot post to it', async (_, type) => {
    const request = post(path, '{"locale":"uk"}', type ? { 'content-type': type } : {});
    if (!type) request.headers.delete('content-type');
    const response = await handler(request);
    expect(response.status).toBe(415);
    expect(await errorCode(response)).toBe('unsupported_media_type');
  });
});

describe('JSON bodies', () => {
  it('are read with or without a UTF-8 charset', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset="UTF-8"',
    ]) {
      const response = await options(post('/api/options', '{"locale":5}', { 'content-type': type }));
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('bad_request');
    }
  });

  it('in another charset are refused, since they are read as UTF-8', async () => {
    const response = await options(
      post('/api/options', '{"locale":"uk"}', { 'content-type': 'application/json; charset=iso-8859-1' }),
    );
    expect(response.status).toBe(415);
  });
});
