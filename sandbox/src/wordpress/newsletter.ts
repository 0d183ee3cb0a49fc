import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { authenticate } from './auth';
import { storeMessage } from '../mail/smtp';

/** The sandbox's one Contact Form 7 form: the newsletter's, with a single e-mail field. */
export const NEWSLETTER_FORM = {
  id: 4096,
  hash: 'a1b2c3d',
  title: 'Newsletter',
  to: 'newsletter@shop.example',
};

/** WordPress's sanitize_email/is_email in spirit: something@domain.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function restError(c: Context, status: 400 | 403 | 404 | 415, code: string, message: string) {
  return c.json({ code, message, data: { status } }, status);
}

/**
 * `POST /wp-json/coupon/v1/subscription {email}`: the shop's own WordPress endpoint (not a stock
 * one). `data.result` is truthy when the address is on the list afterwards; `data.exists` says it
 * was already there. The real plugin's answer for a known address is not documented: `exists` is
 * this sandbox's convention, which the storefront's client reads.
 */
export function subscriptionRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.post('/subscription', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email)) return c.json({ data: { result: false, message: 'Invalid email.' } });
    const added = ctx.db
      .prepare(`INSERT OR IGNORE INTO newsletter_subscribers (email, date) VALUES (?, ?)`)
      .run(email, new Date().toISOString());
    return c.json({ data: { result: true, exists: added.changes === 0 } });
  });
  return app;
}

/**
 * Contact Form 7's REST feedback route with the plugin's own rules (platform-facts.md): numeric form
 * id only, multipart only (415 since 5.6), a non-empty `_wpcf7_unit_tag` (400 since 5.8.7), a
 * User-Agent of 2+ characters or the message is spam; every outcome else is HTTP 200 with `status`.
 * A sent message lands in the mail sink, addressed to the form's recipient.
 */
export function contactForm7Routes(ctx: SandboxContext): Hono {
  const app = new Hono();
  // CF7's own GET route: only a user who may edit contact forms (Editor and up) reads the template.
  app.get('/contact-forms/:id', (c) => {
    const auth = authenticate(c.req.header('authorization'), ctx.config);
    if (!auth.ok)
      return restError(
        c,
        403,
        'wpcf7_forbidden',
        'You are not allowed to access the requested contact form.',
      );
    if (c.req.param('id') !== String(NEWSLETTER_FORM.id))
      return restError(c, 404, 'wpcf7_not_found', 'The requested contact form was not found.');
    return c.json({
      id: NEWSLETTER_FORM.id,
      slug: 'newsletter',
      title: NEWSLETTER_FORM.title,
      locale: 'uk',
      hash: NEWSLETTER_FORM.hash,
      properties: {
        form: {
          content: '<label> Email [email* your-email] </label> [submit "Subscribe"]',
          fields: [
            {
              type: 'email*',
              basetype: 'email',
              name: 'your-email',
              options: [],
              raw_values: [],
              labels: [],
              values: [],
              pipes: [],
              content: '',
            },
          ],
        },
        mail: { active: true, subject: '[_site_title] "[your-email]"', recipient: NEWSLETTER_FORM.to },
      },
    });
  });
  app.post('/contact-forms/:id/feedback', async (c) => {
    const id = c.req.param('id');
    if (!/^\d+$/.test(id))
      return restError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    if (Number(id) !== NEWSLETTER_FORM.id)
      return restError(c, 404, 'wpcf7_not_found', 'The requested contact form was not found.');
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
      return restError(
        c,
        415,
        'wpcf7_unsupported_media_type',
        'The request payload format is not supported.',
      );
    const form = await c.req.parseBody();
    const unitTag = typeof form._wpcf7_unit_tag === 'string' ? form._wpcf7_unit_tag : '';
    if (!unitTag) return restError(c, 400, 'wpcf7_unit_tag_not_found', 'There is no valid unit tag.');

    const email = typeof form['your-email'] === 'string' ? form['your-email'].trim() : '';
    const answer = (status: string, message: string, invalid: { field: string; message: string }[] = []) =>
      c.json({
        contact_form_id: NEWSLETTER_FORM.id,
        status,
        message,
        posted_data_hash: status === 'mail_sent' ? createHash('md5').update(email).digest('hex') : '',
        into: `#${unitTag}`,
        invalid_fields: invalid.map((f) => ({
          ...f,
          idref: null,
          error_id: `${unitTag}-ve-${f.field}`,
        })),
      });
    if ((c.req.header('user-agent') ?? '').length < 2)
      return answer('spam', 'There was an error trying to send your message. Please try later.');
    if (!email)
      return answer('validation_failed', 'One or more fields have an error. Please check and try again.', [
        { field: 'your-email', message: 'Please fill out this field.' },
      ]);
    if (!EMAIL.test(email))
      return answer('validation_failed', 'One or more fields have an error. Please check and try again.', [
        { field: 'your-email', message: 'Please enter an email address.' },
      ]);
    const raw = Buffer.from(
      [
        'From: WordPress <wordpress@shop.example>',
        `To: ${NEWSLETTER_FORM.to}`,
        `Subject: ${NEWSLETTER_FORM.title}: ${email}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        `New subscriber: ${email}`,
        '',
      ].join('\r\n'),
    );
    storeMessage(ctx, raw, { from: 'wordpress@shop.example', to: [NEWSLETTER_FORM.to] });
    return answer('mail_sent', 'Thank you for your message. It has been sent.');
  });
  return app;
}
