import sharp from 'sharp';
import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
let png: Buffer;
beforeAll(async () => {
  sandbox = await startSandbox();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
    .png()
    .toBuffer();
});
afterAll(() => sandbox.close());

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const goodAuth = () => basic(sandbox.ctx.config.wordpress.appUser, sandbox.ctx.config.wordpress.appPassword);

describe('WordPress REST media', () => {
  it('uploads raw bytes with an application password and serves the file', async () => {
    const res = await fetch(`${sandbox.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: {
        Authorization: goodAuth(),
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="Review Photo.png"',
      },
      body: new Uint8Array(png),
    });
    expect(res.status).toBe(201);
    const media = await res.json();
    expect(media).toMatchObject({
      type: 'attachment',
      media_type: 'image',
      mime_type: 'image/png',
      title: { rendered: 'review-photo' },
      media_details: { width: 64, height: 48, sizes: {} },
    });
    expect(media.source_url).toMatch(
      new RegExp(`^${sandbox.url}/wp-content/uploads/\\d{4}/\\d{2}/review-photo\\.png$`),
    );
    const file = await fetch(media.source_url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const one = await fetch(`${sandbox.url}/wp-json/wp/v2/media/${media.id}`);
    expect((await one.json()).id).toBe(media.id);
  });

  it('deletes an attachment only with force=true and a password, as WordPress does without MEDIA_TRASH', async () => {
    const upload = await fetch(`${sandbox.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: {
        Authorization: goodAuth(),
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="gone.png"',
      },
      body: new Uint8Array(png),
    });
    const media = await upload.json();
    const remove = (query: string, headers: Record<string, string> = { Authorization: goodAuth() }) =>
      fetch(`${sandbox.url}/wp-json/wp/v2/media/${media.id}${query}`, { method: 'DELETE', headers });

    const anonymous = await remove('?force=true', {});
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'rest_cannot_delete']);
    const trash = await remove('');
    expect([trash.status, (await trash.json()).code]).toEqual([501, 'rest_trash_not_supported']);

    const deleted = await remove('?force=true');
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: media.id } });
    expect((await fetch(media.source_url)).status).toBe(404);
    const again = await remove('?force=true');
    expect([again.status, (await again.json()).code]).toEqual([404, 'rest_post_invalid_id']);
  });

  it('accepts multipart uploads, the password without spaces, and attaches to a post', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    form.append('post', '42');
    const password = sandbox.ctx.config.wordpress.appPassword.replace(/\s/g, '');
    const res = await fetch(`${sandbox.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: { Authorization: basic(sandbox.ctx.config.wordpress.appUser, password) },
      body: form,
    });
    expect(res.status).toBe(201);
    expect((await res.json()).post).toBe(42);
  });

  it('refuses an upload without credentials', async () => {
    const res = await fetch(`${sandbox.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename=a.png' },
      body: new Uint8Array(png),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'rest_cannot_create',
      message: 'Sorry, you are not allowed to create posts as this user.',
      data: { status: 401 },
    });
  });

  it('refuses a wrong application password', async () => {
    const res = await fetch(`${sandbox.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: {
        Authorization: basic(sandbox.ctx.config.wordpress.appUser, 'nope'),
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename=a.png',
      },
      body: new Uint8Array(png),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'incorrect_password' });
  });

  it('refuses a file type that is not an image', async () => {
    const res = await fetch(`${sandbox.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: {
        Authorization: goodAuth(),
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename=terms.pdf',
      },
      body: new Uint8Array(Buffer.from('%PDF-1.4')),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      code: 'rest_upload_sideload_error',
      message: 'Sorry, you are not allowed to upload this file type.',
    });
  });

  it('lists media with WordPress paging headers', async () => {
    const res = await fetch(`${sandbox.url}/wp-json/wp/v2/media?per_page=5&page=1`);
    expect(res.status).toBe(200);
    const total = Number(res.headers.get('x-wp-total'));
    expect(total).toBeGreaterThanOrEqual(17);
    expect(res.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 5)));
    expect(await res.json()).toHaveLength(5);
    const tooMany = await fetch(`${sandbox.url}/wp-json/wp/v2/media?per_page=101`);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).code).toBe('rest_invalid_param');
  });
});

describe('generated placeholders', () => {
  it('draws a deterministic PNG of the asked size, cached for a year', async () => {
    const url = `${sandbox.url}/wp-content/uploads/generated/velvet-amber-07-1.png?w=320&h=400&label=Velvet`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 320, height: 400 });
    const again = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);

    const sized = await fetch(`${sandbox.url}/wp-content/uploads/generated/blog-x-1200x800.png`);
    expect(await sharp(Buffer.from(await sized.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 800,
    });
    const plain = await fetch(`${sandbox.url}/wp-content/uploads/generated/oud-noir-03-2.png`);
    expect(await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).toMatchObject({
      width: 800,
      height: 800,
    });
  });
});
