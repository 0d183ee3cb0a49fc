import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
let hook: http.Server;
const delivered: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      delivered.push({ headers: req.headers, body });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, resolve));
  sandbox = await startSandbox();
  sandbox.ctx.config.webhookUrl = `http://localhost:${(hook.address() as AddressInfo).port}/api/revalidate`;
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => hook.close(resolve));
});

const wc = (path: string, init: RequestInit = {}) =>
  sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
const appAuth = () =>
  `Basic ${Buffer.from(`${sandbox.ctx.config.wordpress.appUser}:${sandbox.ctx.config.wordpress.appPassword}`).toString('base64')}`;

async function firstPerfumeId(): Promise<number> {
  const products = (await (await wc('products?sku=W001')).json()) as { id: number }[];
  return products[0].id;
}

describe('WooCommerce product reviews', () => {
  it('a review sent with status hold stays out of the default (approved) list until approved over REST', async () => {
    const product = await firstPerfumeId();
    const created = await wc('products/reviews', {
      method: 'POST',
      body: JSON.stringify({
        product_id: product,
        review: 'Lovely.\n\nSecond line',
        reviewer: 'Iryna',
        reviewer_email: 'iryna@example.com',
        rating: 5,
        status: 'hold',
      }),
    });
    expect(created.status).toBe(201);
    const review = await created.json();
    // The create answers the text as sent; reads send it through wpautop.
    expect(review).toMatchObject({ status: 'hold', review: 'Lovely.\n\nSecond line' });
    expect(await (await wc(`products/reviews/${review.id}`)).json()).toMatchObject({
      review: '<p>Lovely.</p>\n<p>Second line</p>\n',
    });

    const approved = async () =>
      (
        (await (await wc(`products/reviews?product[]=${product}&per_page=100`)).json()) as { id: number }[]
      ).map((r) => r.id);
    expect(await approved()).not.toContain(review.id);
    const held = (await (await wc(`products/reviews?product[]=${product}&status=hold`)).json()) as {
      id: number;
    }[];
    expect(held.map((r) => r.id)).toContain(review.id);

    const put = await wc(`products/reviews/${review.id}`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'approved' }),
    });
    expect((await put.json()).status).toBe('approved');
    expect(await approved()).toContain(review.id);

    // The approval reached the webhook as WooCommerce's action webhook would send it, signed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const delivery = delivered.find(
      (d) => d.headers['x-wc-webhook-topic'] === 'action.wc_storefront_review_status',
    );
    expect(delivery && JSON.parse(delivery.body)).toEqual({
      action: 'wc_storefront_review_status',
      arg: review.id,
    });
    const signature = createHmac('sha256', sandbox.ctx.config.webhookSecret)
      .update(delivery!.body)
      .digest('base64');
    expect(delivery!.headers['x-wc-webhook-signature']).toBe(signature);
  });

  it('product[] filters the list to that product, as WordPress reads PHP array parameters', async () => {
    const product = await firstPerfumeId();
    for (const query of [`product[]=${product}`, `product=${product}`]) {
      const list = (await (await wc(`products/reviews?${query}&per_page=100`)).json()) as {
        product_id: number;
      }[];
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((r) => r.product_id))).toEqual(new Set([product]));
    }
  });

  it('without a status a review is published at once (WooCommerce’s default is approved)', async () => {
    const product = await firstPerfumeId();
    const review = await (
      await wc('products/reviews', {
        method: 'POST',
        body: JSON.stringify({
          product_id: product,
          review: 'Default',
          reviewer: 'A',
          reviewer_email: 'a@example.com',
        }),
      })
    ).json();
    expect(review.status).toBe('approved');
  });

  it('the same text again from the same address is 409 woocommerce_rest_comment_duplicate', async () => {
    const product = await firstPerfumeId();
    const body = JSON.stringify({
      product_id: product,
      review: 'Twice the same',
      reviewer: 'B',
      reviewer_email: 'b@example.com',
      status: 'hold',
    });
    expect((await wc('products/reviews', { method: 'POST', body })).status).toBe(201);
    const again = await wc('products/reviews', { method: 'POST', body });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('woocommerce_rest_comment_duplicate');
  });

  it('an unknown product is 404, an empty text 400, an unknown status 400', async () => {
    const base = { review: 'x', reviewer: 'C', reviewer_email: 'c@example.com' };
    const unknown = await wc('products/reviews', {
      method: 'POST',
      body: JSON.stringify({ ...base, product_id: 999999 }),
    });
    expect(unknown.status).toBe(404);
    const product = await firstPerfumeId();
    const empty = await wc('products/reviews', {
      method: 'POST',
      body: JSON.stringify({ ...base, product_id: product, review: '   ' }),
    });
    expect((await empty.json()).code).toBe('woocommerce_rest_review_content_invalid');
    const status = await wc('products/reviews', {
      method: 'POST',
      body: JSON.stringify({ ...base, product_id: product, status: 'published' }),
    });
    expect(status.status).toBe(400);
  });
});

describe('comment meta over /wp/v2/comments (the photo links and the review language)', () => {
  it('seeded reviews carry ivole_review_image2 rows pointing at media-library images', async () => {
    const comments = (await (
      await fetch(`${sandbox.url}/wp-json/wp/v2/comments?type=review&per_page=100`)
    ).json()) as { id: number; meta: { ivole_review_image2: number[] } }[];
    const withPhotos = comments.filter((comment) => comment.meta.ivole_review_image2.length > 0);
    expect(withPhotos.length).toBeGreaterThan(3);
    const media = await (
      await fetch(`${sandbox.url}/wp-json/wp/v2/media/${withPhotos[0].meta.ivole_review_image2[0]}`)
    ).json();
    expect(media.mime_type).toBe('image/png');
    const image = await fetch(media.source_url);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('writing the meta needs the application password; one row per id; non-integers are refused', async () => {
    const product = await firstPerfumeId();
    const review = await (
      await wc('products/reviews', {
        method: 'POST',
        body: JSON.stringify({
          product_id: product,
          review: 'With photos',
          reviewer: 'D',
          reviewer_email: 'd@example.com',
          status: 'hold',
        }),
      })
    ).json();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const upload = await fetch(`${sandbox.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: {
        Authorization: appAuth(),
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="p.png"',
      },
      body: new Uint8Array(png),
    });
    const media = await upload.json();
    const url = `${sandbox.url}/wp-json/wp/v2/comments/${review.id}`;
    const write = (auth: string | undefined, meta: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(auth && { Authorization: auth }) },
        body: JSON.stringify({ meta }),
      });
    expect((await write(undefined, { ivole_review_image2: [media.id] })).status).toBe(401);
    const wrong = await write(`Basic ${Buffer.from('storefront:nope').toString('base64')}`, {
      ivole_review_image2: [1],
    });
    expect((await wrong.json()).code).toBe('incorrect_password');
    expect((await write(appAuth(), { ivole_review_image2: ['x'] })).status).toBe(400);
    const ok = await write(appAuth(), {
      ivole_review_image2: [media.id, media.id + 1000],
      unregistered_key: 'x',
    });
    // review_language is registered too: a review without one reads as "" (a string key's default).
    expect((await ok.json()).meta).toEqual({
      ivole_review_image2: [media.id, media.id + 1000],
      review_language: '',
    });
    const rows = sandbox.ctx.db
      .prepare(
        `SELECT meta_value FROM wc_comment_meta WHERE comment_id = ? AND meta_key = 'ivole_review_image2'`,
      )
      .all(review.id);
    expect(rows).toHaveLength(2);
    // A held review is not readable anonymously; with the application password it is.
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: appAuth() } })).status).toBe(200);
  });

  it('seeded reviews carry the language their text is in', async () => {
    const seeded = (
      (await (await wc('products/reviews?per_page=100')).json()) as {
        id: number;
        reviewer_email: string;
        review: string;
      }[]
    ).filter((review) => /^reviewer\d+-\d+@example\.com$/.test(review.reviewer_email));
    const comments = (await (
      await fetch(
        `${sandbox.url}/wp-json/wp/v2/comments?type=review&per_page=100&include=${seeded.map((r) => r.id).join(',')}`,
      )
    ).json()) as { id: number; meta: { review_language: string } }[];
    expect(comments).toHaveLength(seeded.length);
    const languageOf = new Map(comments.map((comment) => [comment.id, comment.meta.review_language]));
    expect(new Set(languageOf.values())).toEqual(new Set(['uk', 'en', 'ru']));
    const english = seeded.filter((review) => languageOf.get(review.id) === 'en');
    expect(english.every((review) => /^<p>[A-Za-z]/.test(review.review))).toBe(true);
  });

  it('review_language is one string: written and read back as sent, replaced by the next write; a number is refused', async () => {
    const review = await (
      await wc('products/reviews', {
        method: 'POST',
        body: JSON.stringify({
          product_id: await firstPerfumeId(),
          review: 'Lasts all day',
          reviewer: 'E',
          reviewer_email: 'e@example.com',
          status: 'hold',
        }),
      })
    ).json();
    const write = (meta: unknown) =>
      fetch(`${sandbox.url}/wp-json/wp/v2/comments/${review.id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: appAuth() },
        body: JSON.stringify({ meta }),
      });
    expect((await (await write({ review_language: 'en' })).json()).meta.review_language).toBe('en');
    expect((await (await write({ review_language: 'ru' })).json()).meta).toEqual({
      ivole_review_image2: [],
      review_language: 'ru',
    });
    const number = await write({ review_language: 5 });
    expect(number.status).toBe(400);
    expect((await number.json()).data.params.meta).toBe('meta[review_language] is not of type string.');
    const rows = sandbox.ctx.db
      .prepare(`SELECT meta_value FROM wc_comment_meta WHERE comment_id = ? AND meta_key = 'review_language'`)
      .all(review.id);
    expect(rows).toEqual([{ meta_value: 'ru' }]);
  });
});

describe('media uploads are checked as WordPress checks them', () => {
  const post = (headers: Record<string, string>, body: BodyInit = 'x') =>
    fetch(`${sandbox.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: { Authorization: appAuth(), ...headers },
      body,
    });

  it('a missing or unparseable Content-Disposition, and an RFC 5987 name, are refused', async () => {
    expect((await (await post({ 'Content-Type': 'image/png' })).json()).code).toBe(
      'rest_upload_no_content_disposition',
    );
    const star = await post({
      'Content-Type': 'image/png',
      'Content-Disposition': "attachment; filename*=UTF-8''%D1%84.png",
    });
    expect((await star.json()).code).toBe('rest_upload_invalid_disposition');
  });

  it('a text file named .png is refused with rest_upload_sideload_error', async () => {
    const res = await post(
      { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="a.png"' },
      'hello',
    );
    expect(res.status).toBe(500);
    expect((await res.json()).code).toBe('rest_upload_sideload_error');
  });
});
