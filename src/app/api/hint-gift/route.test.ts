import { fromAddress } from '@/test-support/peer-address';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { POST } from './route';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  // The sandbox's own SMTP sink, read back over its mail API below.
  process.env.SMTP_URL = `smtp://localhost:${sandbox.smtpPort}`;
  process.env.SITE_URL = 'https://shop.example';
});
afterAll(() => sandbox.close());

function hint(body: Record<string, unknown>, client = '203.0.113.1') {
  return POST(
    new Request('http://shop.test/api/hint-gift', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAddress(client) },
      body: JSON.stringify({ productSlug: 'velvet-amber-07', locale: 'en', ...body }),
    }),
  );
}

describe('POST /api/hint-gift', () => {
  it('e-mails the recipient the product link in the page language', async () => {
    const response = await hint({ email: 'friend@example.com', message: 'Birthday!' });
    expect(response.status).toBe(200);
    const messages = (await (
      await fetch(`${sandbox.url}/mail/api/messages?to=friend@example.com`)
    ).json()) as { subject: string; text: string }[];
    expect(messages[0]?.subject).toBe('A gift hint: Velvet Amber 07');
    expect(messages[0]?.text).toContain('https://shop.example/en/velvet-amber-07');
    expect(messages[0]?.text).toContain('Birthday!');
  });

  it('a missing or malformed e-mail is 400 bad_request', async () => {
    for (const email of [undefined, 'not-an-address']) {
      const response = await hint({ email });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('bad_request');
    }
  });

  it('a message over 500 characters is 400 bad_request', async () => {
    const response = await hint({ email: 'long@example.com', message: 'x'.repeat(501) });
    expect(response.status).toBe(400);
  });

  it('an unknown product is 404 not_found', async () => {
    const response = await hint({ email: 'nobody@example.com', productSlug: 'no-such-perfume' });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });

  it('the fourth hint to one address within the hour is 429 rate_limited, from any client', async () => {
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await hint({ email: 'Popular@example.com' }, client)).status).toBe(200);
    }
    const response = await hint({ email: 'popular@example.com', locale: 'uk' }, '198.51.100.4');
    expect(response.status).toBe(429);
    expect((await response.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Забагато спроб. Спробуйте ще раз за кілька хвилин.',
    });
  });

  it('one client is limited across addresses too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await hint({ email: `friend${i}@example.com`, productSlug: 'no-such' }, '192.0.2.9')).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
