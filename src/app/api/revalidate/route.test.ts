import { createHmac } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { serverEnv } from '@/server/env';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const sign = (body: string, secret = serverEnv().revalidateSecret) =>
  createHmac('sha256', secret).update(body).digest('base64');

function webhook(topic: string, body: string, signature = sign(body)) {
  return POST(
    new Request('http://shop.test/api/revalidate', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-WC-Webhook-Topic': topic,
        'X-WC-Webhook-Signature': signature,
      },
      body,
    }),
  );
}

beforeEach(() => jest.mocked(revalidateTag).mockClear());

describe('POST /api/revalidate for WordPress content (WooCommerce "Action" webhooks)', () => {
  it('expires the saved post and every post list at once', async () => {
    const response = await webhook(
      'action.wc_storefront_post_saved',
      '{"action":"wc_storefront_post_saved","arg":163}',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['posts', 'post:163'] });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['posts', { expire: 0 }],
      ['post:163', { expire: 0 }],
    ]);
  });

  it('expires the pages when a page is saved', async () => {
    const response = await webhook(
      'action.wc_storefront_page_saved',
      '{"action":"wc_storefront_page_saved","arg":40}',
    );
    expect(await response.json()).toEqual({ revalidated: ['pages'] });
  });

  it('refuses a wrong or missing signature and expires nothing', async () => {
    const body = '{"action":"wc_storefront_post_saved","arg":163}';
    expect((await webhook('action.wc_storefront_post_saved', body, sign(body, 'guessed'))).status).toBe(401);
    expect((await webhook('action.wc_storefront_post_saved', body, '')).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 to a signed body that is not JSON, and ignores other actions', async () => {
    expect((await webhook('action.wc_storefront_post_saved', 'arg=163')).status).toBe(400);
    const other = await webhook('action.wp_login', '{"action":"wp_login","arg":"admin"}');
    expect(await other.json()).toEqual({ revalidated: [], ignored: 'action.wp_login' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe('POST /api/revalidate for reviews (transition_comment_status, passed on as wc_storefront_review_status)', () => {
  it('an approval expires every review list and the products (their ratings change with it)', async () => {
    const body = '{"action":"wc_storefront_review_status","arg":42}';
    const response = await webhook('action.wc_storefront_review_status', body);
    expect(await response.json()).toEqual({ revalidated: ['reviews', 'products'] });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['reviews', { expire: 0 }],
      ['products', { expire: 0 }],
    ]);
  });
});
