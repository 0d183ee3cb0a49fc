import { fromAddress } from '@/test-support/peer-address';
import { wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { POST } from './route';

let sandbox: SandboxProcess;
type SeededOrder = { id: number; number: string; status: string; order_key: string };
let completed: SeededOrder;
let other: SeededOrder;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.NOVAPOSHTA_API_URL = `${sandbox.url}/v2.0/json/`;
  const orders = await wcGet<SeededOrder[]>(sandbox, 'orders?per_page=100&order=asc');
  completed = orders.find((o) => o.status === 'completed')!;
  other = orders.find((o) => o.status === 'processing')!;
});
afterAll(() => sandbox.close());

let clients = 0;
/** Each test is its own client, so the per-client limit of one does not spill into another. */
function lookup(
  body: unknown,
  { client = `198.51.100.${++clients}`, contentType = 'application/json' } = {},
) {
  return POST(
    new Request('http://shop.test/api/tracking', {
      method: 'POST',
      headers: { 'Content-Type': contentType, ...fromAddress(client) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('POST /api/tracking against the seeded orders', () => {
  it('the order number and its billing phone, as typed, give the tracking link with the order’s key', async () => {
    // The seeded orders were placed with +380671234567.
    const response = await lookup({ locale: 'en', number: completed.number, phone: '067 123 45 67' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      href: `/en/tracking/${completed.number}?key=${completed.order_key}`,
    });
    const ukrainian = await lookup({ locale: 'ua', number: `#${completed.number}`, phone: '+380671234567' });
    expect((await ukrainian.json()).href).toBe(`/tracking/${completed.number}?key=${completed.order_key}`);
  });

  it('a wrong phone and an unknown number get the same 404, which tells nothing about the order', async () => {
    const client = '198.51.100.200';
    const wrongPhone = await lookup(
      { locale: 'uk', number: completed.number, phone: '+380501112233' },
      { client },
    );
    const unknown = await lookup({ locale: 'uk', number: '99999', phone: '+380671234567' }, { client });
    expect(wrongPhone.status).toBe(404);
    expect(unknown.status).toBe(404);
    const body = await wrongPhone.json();
    expect(body).toEqual(await unknown.json());
    expect(body).toEqual({
      error: {
        code: 'order_not_found',
        message: 'Не знайшли замовлення з таким номером і телефоном. Перевірте дані.',
      },
    });
    expect(JSON.stringify(body)).not.toContain(completed.order_key);
  });

  it('each order number answers with that order’s own key, never another’s', async () => {
    const response = await lookup({ locale: 'en', number: other.number, phone: '+380671234567' });
    expect((await response.json()).href).toBe(`/en/tracking/${other.number}?key=${other.order_key}`);
    expect(other.order_key).not.toBe(completed.order_key);
  });

  it('refuses what is not the form with 400, and echoes none of it', async () => {
    const bad = [
      { locale: 'uk', number: '<script>alert(1)</script>', phone: '+380671234567' },
      { locale: 'uk', number: completed.number, phone: '<img src=x onerror=alert(1)>' },
      { locale: 'uk', number: completed.number },
      { locale: 'xx', number: completed.number, phone: '+380671234567' },
      { locale: 'uk', number: ['1'], phone: '+380671234567' },
      'null',
      '{',
    ];
    for (const body of bad) {
      const response = await lookup(body);
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text).error.code).toBe('bad_request');
      expect(text).not.toMatch(/<script|<img/);
    }
  });

  it('refuses a huge body with 413 and another content type with 415', async () => {
    const huge = await lookup({
      locale: 'uk',
      number: '1',
      phone: '+380671234567',
      pad: 'x'.repeat(100_000),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe('payload_too_large');
    const form = await lookup('locale=uk&number=1&phone=1', {
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });

  it('slows a guesser down: the eleventh lookup from one client in ten minutes is 429', async () => {
    const client = '198.51.100.250';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await lookup(
        { locale: 'en', number: '99998', phone: `+3806700000${10 + i}` },
        { client },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await response.json()).error).toEqual({
          code: 'rate_limited',
          message: 'Too many attempts. Please try again in a few minutes.',
        });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});
