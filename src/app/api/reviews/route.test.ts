import { fromAddress } from '@/test-support/peer-address';
import fs from 'node:fs';
import path from 'node:path';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { POST } from './route';

let sandbox: SandboxProcess;
let productId: number;
const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, '../../../domain/reviews/fixtures', name));

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  const products = await (await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products?sku=W002`)).json();
  productId = products[0].id;
});
afterAll(() => sandbox.close());

let clients = 0;
/** Each request from its own address unless told, so the per-client limit stays out of the way. */
function send(
  fields: Record<string, string>,
  photos: { name: string; bytes: Uint8Array; type?: string }[] = [],
  client = `203.0.113.${++clients}`,
) {
  const form = new FormData();
  const all = {
    rating: '5',
    product_id: String(productId),
    name: 'Оксана',
    email: `buyer${clients}@example.com`,
    text: 'Тримається весь день.',
    captcha: 'sandbox-captcha-ok',
    locale: 'uk',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.set(key, value);
  for (const photo of photos) {
    form.append(
      'photos',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/png' }),
      photo.name,
    );
  }
  return POST(
    new Request('http://shop.test/api/reviews', {
      method: 'POST',
      headers: { ...fromAddress(client) },
      body: form,
    }),
  );
}

const wc = async (p: string) => (await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${p}`)).json();
const appAuth = {
  Authorization: `Basic ${Buffer.from('storefront:sand box app pass word').toString('base64')}`,
};

describe('POST /api/reviews', () => {
  it('a review with a png and an svg is created on hold, the photos in the media library linked one meta row each', async () => {
    const response = await send({ text: 'Чудовий аромат.\n\nДругий абзац.' }, [
      { name: 'фото флакона.png', bytes: fixture('bottle.png') },
      { name: 'drawing.svg', bytes: fixture('drawing.svg'), type: 'image/svg+xml' },
    ]);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(Number), status: 'hold' });

    const review = await wc(`products/reviews/${body.id}`);
    expect(review).toMatchObject({ status: 'hold', product_id: productId, rating: 5, reviewer: 'Оксана' });
    expect(review.review).toBe('<p>Чудовий аромат.</p>\n<p>Другий абзац.</p>\n');
    // Not published: the storefront's list (approved) does not have it.
    const approved = await wc(`products/reviews?product[]=${productId}&per_page=100`);
    expect(approved.map((r: { id: number }) => r.id)).not.toContain(body.id);

    const comment = await (
      await fetch(`${sandbox.url}/wp-json/wp/v2/comments/${body.id}`, { headers: appAuth })
    ).json();
    const ids: number[] = comment.meta.ivole_review_image2;
    expect(ids).toHaveLength(2);
    const media = await Promise.all(
      ids.map(async (id) => (await fetch(`${sandbox.url}/wp-json/wp/v2/media/${id}`)).json()),
    );
    expect(media.map((m) => m.mime_type)).toEqual(['image/png', 'image/svg+xml']);
    // ASCII names whatever the shopper's file was called.
    expect(media[0].source_url).toMatch(/\/review-[a-z0-9]+-1\.png$/);
  });

  it('HTML in the text is stored as text: WordPress gets it escaped', async () => {
    const response = await send({ text: '<img src=x onerror=alert(1)>' });
    const { id } = await response.json();
    const review = await wc(`products/reviews/${id}`);
    expect(review.review).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>\n');
  });

  it('each invalid field gets its own message in the shopper’s language', async () => {
    const response = await send({
      rating: '0',
      product_id: '',
      email: 'not-an-address',
      name: '  ',
      locale: 'en',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_review');
    expect(error.fields).toEqual({
      rating: 'Choose a rating',
      product_id: 'Choose a product',
      email: 'The address is incorrect',
      name: 'Fill in the required field',
    });
  });

  it('photos are judged by content: a text file named .png, a scripted svg and a fourth photo are refused', async () => {
    const text = await send({}, [{ name: 'notes.png', bytes: fixture('notes.png') }]);
    expect((await text.json()).error.fields).toEqual({
      photos: 'Можна додати лише зображення png, jpg, jpeg і svg',
    });
    const scripted = await send({}, [
      { name: 'x.svg', bytes: fixture('scripted.svg'), type: 'image/svg+xml' },
    ]);
    expect((await scripted.json()).error.fields.photos).toMatch(/SVG/);
    const four = await send(
      {},
      Array.from({ length: 4 }, (_, i) => ({
        name: `${i}.jpg`,
        bytes: fixture('box.jpg'),
        type: 'image/jpeg',
      })),
    );
    expect((await four.json()).error.fields.photos).toBe('Можна додати не більше 3 фото');
  });

  it('an svg whose animation turns a link into javascript: is refused and nothing is stored (issue 24)', async () => {
    const before = await (
      await fetch(`${sandbox.url}/wp-json/wp/v2/media?per_page=100`, { headers: appAuth })
    ).json();
    for (const animation of [
      '<animate attributeName="href" values="java&#9;script:alert(1)"/>',
      '<set attributeName="href" to="java&#x0A;script:alert(1)"/>',
    ]) {
      const file = `<svg xmlns="http://www.w3.org/2000/svg"><a>${animation}<text y="20">x</text></a></svg>`;
      const response = await send({}, [
        { name: 'x.svg', bytes: new TextEncoder().encode(file), type: 'image/svg+xml' },
      ]);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.photos).toMatch(/SVG/);
    }
    const after = await (
      await fetch(`${sandbox.url}/wp-json/wp/v2/media?per_page=100`, { headers: appAuth })
    ).json();
    expect(after).toHaveLength(before.length);
  });

  it('an unknown product, a failed captcha and a non-multipart body are refused', async () => {
    const unknown = await send({ product_id: '999999' });
    expect((await unknown.json()).error.fields).toEqual({ product_id: 'Оберіть товар' });
    const captcha = await send({ captcha: 'forged' });
    expect(captcha.status).toBe(400);
    expect((await captcha.json()).error.code).toBe('captcha_failed');
    const json = await POST(
      new Request('http://shop.test/api/reviews', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...fromAddress('198.51.100.200') },
        body: '{}',
      }),
    );
    expect(json.status).toBe(415);
  });

  it('a post from another site’s page is refused; the shop’s own origin is accepted', async () => {
    const post = (origin: string) => {
      const form = new FormData();
      form.set('locale', 'uk');
      return POST(
        new Request('http://shop.test/api/reviews', {
          method: 'POST',
          headers: { origin, host: 'shop.test', ...fromAddress(`192.0.2.${++clients}`) },
          body: form,
        }),
      );
    };
    const evil = await post('https://evil.example');
    expect(evil.status).toBe(403);
    expect((await evil.json()).error.code).toBe('cross_site_request');
    // Same host: on to validation, which refuses the empty form field by field.
    expect((await post('http://shop.test')).status).toBe(400);
  });

  it('the same review twice is 409 review_duplicate', async () => {
    const fields = { email: 'twice@example.com', text: 'Один раз.' };
    expect((await send(fields)).status).toBe(201);
    const again = await send(fields);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('review_duplicate');
  });

  /** How many attachments the media library holds. */
  const mediaCount = async () =>
    Number(
      (await fetch(`${sandbox.url}/wp-json/wp/v2/media?per_page=1`, { headers: appAuth })).headers.get(
        'x-wp-total',
      ),
    );

  it('a refused review leaves no photo behind: the duplicate’s photo goes from the media library again', async () => {
    const fields = { email: 'twice-photo@example.com', text: 'З фото, двічі.' };
    const photo = [{ name: 'bottle.png', bytes: fixture('bottle.png') }];
    expect((await send(fields, photo)).status).toBe(201);
    const before = await mediaCount();
    const again = await send(fields, photo);
    expect(again.status).toBe(409);
    expect(await mediaCount()).toBe(before);
  });

  it('when the photos cannot be linked, neither the review nor its photos stay (the retry is not a duplicate)', async () => {
    const realFetch = global.fetch;
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/wp/v2/comments/') && init?.method === 'POST'
        ? Promise.resolve(Response.json({ code: 'rest_cannot_edit', message: 'Sorry.' }, { status: 403 }))
        : realFetch(input, init),
    ) as typeof fetch;
    const fields = { email: 'unlinked@example.com', text: 'Фото не привʼязалося.' };
    const photo = [{ name: 'bottle.png', bytes: fixture('bottle.png') }];
    const before = await mediaCount();
    try {
      const response = await send(fields, photo);
      expect(response.status).toBe(502);
    } finally {
      global.fetch = realFetch;
    }
    expect(await mediaCount()).toBe(before);
    const held = await wc(`products/reviews?reviewer_email=unlinked@example.com&status=all`);
    expect(held).toEqual([]);
    expect((await send(fields, photo)).status).toBe(201);
  });

  it('a review written on /en is stored with review_language=en, with its photo in the same call', async () => {
    const realFetch = global.fetch;
    const metaWrites: unknown[] = [];
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/wp/v2/comments/') && init?.method === 'POST') {
        metaWrites.push(JSON.parse(String(init.body)));
      }
      return realFetch(input, init);
    }) as typeof fetch;
    let id: number;
    try {
      const response = await send(
        { locale: 'en', name: 'Marta', text: 'Soft amber, lasts all day.', email: 'marta.en@example.com' },
        [{ name: 'bottle.png', bytes: fixture('bottle.png') }],
      );
      expect(response.status).toBe(201);
      id = (await response.json()).id;
    } finally {
      global.fetch = realFetch;
    }
    expect(metaWrites).toEqual([
      { meta: { review_language: 'en', ivole_review_image2: [expect.any(Number)] } },
    ]);
    const comment = await (
      await fetch(`${sandbox.url}/wp-json/wp/v2/comments/${id}`, { headers: appAuth })
    ).json();
    expect(comment.meta).toEqual({ review_language: 'en', ivole_review_image2: [expect.any(Number)] });
  });

  it('each page’s language is stored as the review’s: uk and ru too', async () => {
    for (const locale of ['uk', 'ru']) {
      const response = await send({ locale, text: `Відгук зі сторінки ${locale}.` });
      const { id } = await response.json();
      const comment = await (
        await fetch(`${sandbox.url}/wp-json/wp/v2/comments/${id}`, { headers: appAuth })
      ).json();
      expect(comment.meta.review_language).toBe(locale);
    }
  });

  it('a review without photos whose language cannot be written is kept on hold, and the failure logged', async () => {
    const realFetch = global.fetch;
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/wp/v2/comments/') && init?.method === 'POST'
        ? Promise.resolve(Response.json({ code: 'rest_cannot_edit', message: 'Sorry.' }, { status: 403 }))
        : realFetch(input, init),
    ) as typeof fetch;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await send({ locale: 'en', email: 'nolanguage@example.com', text: 'No language.' });
      expect(response.status).toBe(201);
    } finally {
      global.fetch = realFetch;
    }
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^review \d+ was stored without its language \(en\)$/),
      expect.anything(),
    );
    logged.mockRestore();
    const held = await wc(`products/reviews?reviewer_email=nolanguage@example.com&status=hold`);
    expect(held).toHaveLength(1);
  });

  it('over 30 MB: a declared length is refused before a byte is read, a chunked body as soon as it passes', async () => {
    let pulled = 0;
    let total = 31 * 1024 * 1024;
    const chunk = new Uint8Array(1024 * 1024);
    const stream = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= total) return controller.close();
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
    const request = (headers: Record<string, string>) =>
      new Request('http://shop.test/api/reviews', {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          ...fromAddress(`192.0.2.${++clients}`),
          ...headers,
        },
        body: stream(),
        duplex: 'half',
      } as RequestInit);

    const declared = await POST(request({ 'Content-Length': String(total) }));
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toEqual({
      code: 'payload_too_large',
      message: 'Максимальний загальний розмір файлів — 30 Мб',
    });
    expect(pulled).toBeLessThanOrEqual(1024 * 1024);

    // 40 MB sent without a length: reading stops at the first megabyte past the cap.
    pulled = 0;
    total = 40 * 1024 * 1024;
    const chunked = await POST(request({}));
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  it('one address may send three reviews an hour; one client ten attempts in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await send({ email: 'busy@example.com', text: `Відгук ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const client = '198.51.100.77';
    const fromOne: number[] = [];
    for (let i = 0; i < 11; i += 1) fromOne.push((await send({ rating: '' }, [], client)).status);
    expect(fromOne).toEqual([...Array(10).fill(400), 429]);
  });
});
