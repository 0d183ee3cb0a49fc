import { createHmac } from 'node:crypto';
import { isWebhookSigned, tagsForProductWebhook } from './woocommerce-webhook';

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64');

describe('WooCommerce webhooks', () => {
  const body = JSON.stringify({ id: 7, slug: 'velvet-amber-07', categories: [{ slug: 'women' }] });

  it('accepts the signature WooCommerce computes and refuses a wrong or missing one', () => {
    expect(isWebhookSigned(body, sign(body, 's3cret'), 's3cret')).toBe(true);
    expect(isWebhookSigned(body, sign(body, 'other'), 's3cret')).toBe(false);
    expect(isWebhookSigned(`${body} `, sign(body, 's3cret'), 's3cret')).toBe(false);
    expect(isWebhookSigned(body, null, 's3cret')).toBe(false);
  });

  it('expires the product, every product list and the categories on a product topic', () => {
    expect(tagsForProductWebhook('product.updated', JSON.parse(body))).toEqual([
      'products',
      'categories',
      'product:velvet-amber-07',
    ]);
  });

  it('ignores topics that are not about products', () => {
    expect(tagsForProductWebhook('order.created', {})).toBeNull();
  });
});
