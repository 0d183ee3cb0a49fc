import { startSandbox, type RunningSandbox } from './harness';

/*
 * Contract: what a refused coupon looks like on the wire when an order is created, as
 * WC_REST_Orders_V2_Controller::prepare_coupons answers it. WC_Discounts::is_coupon_valid knows the
 * WC_Coupon error number (105, 106, 107, …), but the controller re-throws its WP_Error as
 * WC_REST_Exception('woocommerce_rest_' . 'invalid_coupon', message, 400): the body carries the
 * code, the message in the site's language and `data: {status: 400}`, and nothing else. A client
 * cannot tell one refusal from another except by the text, which changes with the site language.
 */

let english: RunningSandbox;
let ukrainian: RunningSandbox;

async function refusal(sandbox: RunningSandbox, coupon: string, query = '') {
  const wc = (path: string, init?: RequestInit) => {
    const url = new URL(`${sandbox.url}/wp-json/wc/v3/${path}`);
    for (const [name, value] of new URLSearchParams(query)) url.searchParams.set(name, value);
    return sandbox.wooFetch(url, init);
  };
  const [perfume] = (await (await wc('products?slug=velvet-amber-07')).json()) as {
    id: number;
    variations: number[];
  }[];
  const response = await wc('orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      billing: { first_name: 'Олена', last_name: 'Коваль', email: 'shopper@example.com' },
      line_items: [{ product_id: perfume.id, variation_id: perfume.variations[0], quantity: 1 }],
      coupon_lines: [{ code: coupon }],
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { data: Record<string, unknown> },
  };
}

beforeAll(async () => {
  [english, ukrainian] = await Promise.all([startSandbox(), startSandbox({ siteLanguage: 'uk' })]);
});
afterAll(() => Promise.all([english.close(), ukrainian.close()]));

describe('a refused coupon on order create', () => {
  it.each([
    ['nosuchcode', 'Купон «nosuchcode» не можна застосувати, бо його не існує.'],
    ['expired2025', 'Термін дії цього купона минув.'],
    ['usedup', 'Досягнуто ліміту використання купона.'],
    ['onlysets', 'На жаль, цей купон не застосовується до вибраних товарів.'],
    ['bound', 'Будь ласка, введіть дійсну електронну адресу, щоб використати купон «bound».'],
  ])(
    '%s: on a Ukrainian site the message is Ukrainian; code and data are the same as in English',
    async (code, message) => {
      const [en, uk] = await Promise.all([refusal(english, code), refusal(ukrainian, code)]);
      expect(uk).toEqual({
        status: 400,
        // WooCommerce 10 keeps the refused order as a checkout draft and names it.
        body: {
          code: 'woocommerce_rest_invalid_coupon',
          message,
          data: { status: 400, new_draft_order_id: expect.any(Number) },
        },
      });
      expect(en.status).toBe(400);
      expect({ ...en.body, message: message, data: { ...en.body.data, new_draft_order_id: 0 } }).toEqual({
        ...uk.body,
        data: { ...uk.body.data, new_draft_order_id: 0 },
      });
      expect(en.body.message).not.toBe(message);
    },
  );

  it('carries no WC_Coupon error number anywhere in the body', async () => {
    const { body } = await refusal(english, 'usedup');
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
    expect(body.data).toEqual({ status: 400, new_draft_order_id: expect.any(Number) });
  });

  it('the site language decides the message, not the request’s Polylang `lang`', async () => {
    expect((await refusal(ukrainian, 'expired2025', '&lang=en')).body.message).toBe(
      'Термін дії цього купона минув.',
    );
    expect((await refusal(english, 'expired2025', '&lang=uk')).body.message).toBe('This coupon has expired.');
  });
});
