import { seededWooCommerceForFile, wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { POST } from './route';

const backend = seededWooCommerceForFile();

function quote(body: Record<string, unknown>) {
  return POST(
    new Request('http://shop.test/api/checkout/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        locale: 'uk',
        items: [{ id: backend.ids.perfume.id, variation_id: backend.ids.perfume.variationId, count: 2 }],
        payment: 'requisites',
        ...body,
      }),
    }),
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('POST /api/checkout/quote', () => {
  it('prices the cart from the catalogue, with each line’s unit price; a price sent along is ignored', async () => {
    const response = await quote({
      items: [
        { id: backend.ids.perfume.id, variation_id: backend.ids.perfume.variationId, count: 2, price: 1 },
        { id: backend.ids.simple.id, count: 1 },
      ],
      sets: [{ size: 6, aromas: backend.ids.aromas.slice(0, 6) }],
      gifts: backend.ids.gifts.slice(1, 2),
      total: 5,
    });
    expect(response.status).toBe(200);
    const goods = backend.ids.perfume.price * 2 + backend.ids.simple.price + backend.ids.set6.price;
    expect(await response.json()).toEqual({
      goods,
      discount: 0,
      fee: 0,
      total: goods,
      prices: {
        items: [backend.ids.perfume.price, backend.ids.simple.price],
        sets: [backend.ids.set6.price],
        certificates: [],
      },
    });
  });

  it('adds the 2% card fee of the goods after the discount for an online card payment', async () => {
    const response = await quote({ payment: 'wayforpay', promo: 'WELCOME10', email: 'olena@example.com' });
    const goods = backend.ids.perfume.price * 2;
    const discount = round2(goods * 0.1);
    const fee = round2((goods - discount) * 0.02);
    expect(await response.json()).toMatchObject({
      goods,
      discount,
      fee,
      total: round2(goods - discount + fee),
      promo: { code: 'WELCOME10' },
    });
  });

  it('a promo that does not apply is reported beside the amounts without it', async () => {
    const noEmail = await (await quote({ promo: 'welcome10', email: 'olena@' })).json();
    expect(noEmail).toMatchObject({
      discount: 0,
      total: backend.ids.perfume.price * 2,
      promo: { code: 'welcome10', error: { code: 'email_required' } },
    });
    const foreign = await (
      await quote({ promo: 'bound', email: 'someone@example.com', locale: 'en' })
    ).json();
    expect(foreign.promo.error).toEqual({ code: 'coupon_email_mismatch', message: expect.any(String) });
    expect(foreign.discount).toBe(0);
  });

  it('refuses a cart that cannot be ordered with the reason and its field', async () => {
    const empty = await quote({ items: [] });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({ code: 'cart_empty', field: 'items' });
    const unknown = await quote({ items: [{ id: 999999, count: 1 }] });
    // An id the shop does not know is listed by what the request sent, named by nothing it does not show.
    expect((await unknown.json()).error).toEqual({
      code: 'product_unavailable',
      message: 'Один із товарів більше недоступний. Оновіть, будь ласка, кошик.',
      field: 'items.0',
      lines: [{ field: 'items.0', id: 999999 }],
    });
  });

  it('gift id 1 is the surprise gift, though product 1 is a perfume of the catalogue', async () => {
    const product1 = await wcGet<{ sku: string; categories: { slug: string }[] }>(
      backend.sandbox,
      'products/1',
    );
    expect(product1.categories.map((c) => c.slug)).not.toContain('gift-samples');
    const response = await quote({ gifts: [1, backend.ids.gifts[1]] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ goods: backend.ids.perfume.price * 2 });
  });

  it('refuses a certificate sent as a plain line: it needs its type and recipient', async () => {
    const [variation] = await wcGet<{ id: number }[]>(
      backend.sandbox,
      `products/${backend.ids.certificateElectronic}/variations`,
    );
    const response = await quote({
      items: [{ id: backend.ids.certificateElectronic, variation_id: variation.id, count: 1 }],
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'certificate_details_required',
      message: expect.stringMatching(/сертифікат/i),
      field: 'items.0',
    });
  });

  it('answers 400 with a message for a body it cannot read', async () => {
    const response = await quote({ payment: 'bitcoin' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'bad_request', message: expect.any(String) });
  });
});
