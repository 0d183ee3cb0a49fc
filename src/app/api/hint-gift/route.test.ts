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
      body: JSON.stringify({
        productSlug: 'velvet-amber-07',
        locale: 'en',
        captcha: 'sandbox-captcha-ok',
        ...body,
      }),
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
    expect(messages[0]?.text).toContain(
      'This e-mail was sent by the perfume shop shop.example because a visitor entered your address',
    );
  });

  const mailTo = async (to: string) =>
    (await (await fetch(`${sandbox.url}/mail/api/messages?to=${to}`)).json()) as unknown[];

  it('without a passed captcha it is 400 captcha_failed on the captcha field, and no mail goes out', async () => {
    for (const captcha of [undefined, '', 'forged-token']) {
      const response = await hint({ email: 'nocaptcha@example.com', captcha, locale: 'uk' });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        code: 'captcha_failed',
        message: expect.stringMatching(/робот/),
        field: 'captcha',
      });
    }
    expect(await mailTo('nocaptcha@example.com')).toEqual([]);
  });

  it('a link in the message or the name is 400 on that field in the page language, and no mail goes out', async () => {
    const cases = [
      { message: 'Claim your prize at www.prize-example.com', field: 'message', locale: 'en' },
      { message: 'Пиши на winner (at) prize-example (dot) com', field: 'message', locale: 'uk' },
      { name: 'bit.ly/prize', field: 'name', locale: 'ru' },
    ];
    const expected = {
      en: 'Links and addresses cannot be sent in a hint: the shop adds the link to the scent itself',
      uk: 'У натяку не можна надсилати посилання й адреси: посилання на аромат магазин додасть сам',
      ru: 'В намёке нельзя отправлять ссылки и адреса: ссылку на аромат магазин добавит сам',
    } as const;
    for (const { field, locale, ...text } of cases) {
      const response = await hint({ email: 'relay@example.com', locale, ...text });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        code: 'link_in_text',
        message: expected[locale as keyof typeof expected],
        field,
      });
    }
    expect(await mailTo('relay@example.com')).toEqual([]);
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
