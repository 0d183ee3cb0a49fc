import { NEWSLETTER_FORM } from '../src/wordpress/newsletter';
import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const feedbackUrl = (id: string | number = NEWSLETTER_FORM.id) =>
  `${sandbox.url}/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`;

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const unitTag = `wpcf7-f${NEWSLETTER_FORM.id}-o1`;

describe("the shop's subscription endpoint", () => {
  const subscribe = (email: unknown) =>
    fetch(`${sandbox.url}/wp-json/coupon/v1/subscription`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }).then((res) => res.json());

  it('remembers an address: result true, then exists on the second call whatever its case', async () => {
    expect(await subscribe('new.reader@example.com')).toEqual({ data: { result: true, exists: false } });
    expect(await subscribe(' New.Reader@example.com ')).toEqual({ data: { result: true, exists: true } });
  });

  it('answers result false for something that is not an address', async () => {
    expect((await subscribe('nope')).data.result).toBe(false);
  });
});

describe('Contact Form 7 feedback', () => {
  it('sends the form: mail_sent, and the message reaches the mail sink', async () => {
    const res = await fetch(feedbackUrl(), {
      method: 'POST',
      headers: { 'User-Agent': 'storefront' },
      body: form({
        _wpcf7: String(NEWSLETTER_FORM.id),
        _wpcf7_unit_tag: unitTag,
        'your-email': 'cf7@example.com',
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      contact_form_id: NEWSLETTER_FORM.id,
      status: 'mail_sent',
      into: `#${unitTag}`,
      invalid_fields: [],
    });
    const mail = await (await fetch(`${sandbox.url}/mail/api/messages?to=${NEWSLETTER_FORM.to}`)).json();
    expect(mail.some((m: { text: string }) => m.text.includes('cf7@example.com'))).toBe(true);
  });

  it('takes multipart only: JSON is 415 wpcf7_unsupported_media_type', async () => {
    const res = await fetch(feedbackUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ _wpcf7_unit_tag: unitTag, 'your-email': 'a@example.com' }),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('wpcf7_unsupported_media_type');
  });

  it('requires a unit tag: 400 wpcf7_unit_tag_not_found', async () => {
    const res = await fetch(feedbackUrl(), { method: 'POST', body: form({ 'your-email': 'a@example.com' }) });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('wpcf7_unit_tag_not_found');
  });

  it('knows forms by numeric id only: the shortcode hash is 404 rest_no_route', async () => {
    const res = await fetch(feedbackUrl(NEWSLETTER_FORM.hash), {
      method: 'POST',
      body: form({ _wpcf7_unit_tag: unitTag, 'your-email': 'a@example.com' }),
    });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('rest_no_route');
    expect((await fetch(feedbackUrl(1), { method: 'POST', body: form({}) })).status).toBe(404);
  });

  it('a missing or malformed e-mail is validation_failed naming the field, with HTTP 200', async () => {
    for (const email of ['', 'not-an-address']) {
      const res = await fetch(feedbackUrl(), {
        method: 'POST',
        headers: { 'User-Agent': 'storefront' },
        body: form({ _wpcf7_unit_tag: unitTag, 'your-email': email }),
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.status).toBe('validation_failed');
      expect(body.invalid_fields[0]).toMatchObject({
        field: 'your-email',
        error_id: `${unitTag}-ve-your-email`,
      });
    }
  });

  it('a User-Agent shorter than two characters is spam', async () => {
    const res = await fetch(feedbackUrl(), {
      method: 'POST',
      headers: { 'User-Agent': 'x' },
      body: form({ _wpcf7_unit_tag: unitTag, 'your-email': 'a@example.com' }),
    });
    expect((await res.json()).status).toBe('spam');
  });
});
