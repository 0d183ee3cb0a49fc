import type { ShopOrder } from '@/domain/checkout/shop-order';
import { orderConfirmationMessage } from './order-confirmation';

const order: ShopOrder = {
  id: 501,
  number: '501',
  orderKey: 'wc_order_test501',
  status: 'on-hold',
  subtotal: 3998,
  discount: 399.8,
  fee: 0,
  feeLines: [],
  shipping: 0,
  total: 3598.2,
  currency: 'UAH',
  paid: false,
  createdAt: new Date('2026-06-01T10:00:00Z'),
  payment: 'requisites',
  transactionId: '',
  customer: { firstName: 'Olena', lastName: 'Koval', email: 'o@example.com', phone: '+380671234567' },
  deliveryAddress: 'Київ, Відділення №3',
  lines: [{ name: 'Velvet Amber - 50 ml', quantity: 2, subtotal: 3998, total: 3598.2, details: [] }],
  lng: 'en',
  idempotencyKey: 'k',
};

describe('order confirmation e-mail', () => {
  it('is in the order’s language with the number, lines, totals and the requisites note', () => {
    const message = orderConfirmationMessage({
      order,
      lng: 'en',
      payment: 'requisites',
      shipping: 'np',
    });
    expect(message.subject).toBe('Your order No. 501 is accepted');
    expect(message.text).toContain('Velvet Amber - 50 ml × 2 — 3998.00 ₴');
    expect(message.text).toContain('Discount: −399.80 ₴');
    expect(message.text).toContain('Amount to pay: 3598.20 ₴');
    expect(message.text).toContain('A manager will send you the payment details');
    expect(message.html).toContain('<li>Velvet Amber - 50 ml × 2 — 3998.00 ₴</li>');
  });

  it('names the Nova Poshta method and address, and delivery at the carrier’s rates', () => {
    const message = orderConfirmationMessage({ order, lng: 'en', payment: 'requisites', shipping: 'np' });
    expect(message.text).toContain('Delivery: Nova Poshta branch: Київ, Відділення №3');
    expect(message.text).toContain('Delivery: at Nova Poshta rates, paid on receipt');
  });

  it('an order of electronic certificates only goes by e-mail: no address and no delivery cost', () => {
    const message = orderConfirmationMessage({
      order: {
        ...order,
        deliveryAddress: '',
        lines: [
          {
            name: 'Electronic certificate - 1000',
            quantity: 1,
            subtotal: 1000,
            total: 1000,
            details: ['електронний', 'friend@example.com'],
          },
        ],
      },
      lng: 'uk',
      payment: 'requisites',
      shipping: 'email',
    });
    expect(message.text).toContain('Доставка: Електронною поштою\n');
    expect(message.text).not.toMatch(/Нової Пошти|перевізника/);
    expect(message.html).toContain('<tr><td>Доставка</td><td>Електронною поштою</td></tr>');
  });

  it('speaks Ukrainian for a Ukrainian order', () => {
    const message = orderConfirmationMessage({
      order,
      lng: 'uk',
      payment: 'wayforpay',
      shipping: 'np',
    });
    expect(message.subject).toBe('Ваше замовлення № 501 прийнято');
  });
});

describe('the confirmation’s tracking link', () => {
  it('links to the order’s tracking page with its key, in the order’s language', () => {
    const message = orderConfirmationMessage({
      order,
      lng: 'en',
      payment: 'requisites',
      shipping: 'np',
      siteUrl: 'https://shop.example',
    });
    const url = 'https://shop.example/en/tracking/501?key=wc_order_test501';
    expect(message.text).toContain(`Track your order: ${url}`);
    expect(message.html).toContain(`<a href="${url}">Track your order</a>`);
  });

  it('has the Ukrainian link without a language prefix', () => {
    const message = orderConfirmationMessage({
      order,
      lng: 'uk',
      payment: 'wayforpay',
      shipping: 'np',
      siteUrl: 'https://shop.example',
    });
    expect(message.text).toContain(
      'Відстежити замовлення: https://shop.example/tracking/501?key=wc_order_test501',
    );
  });
});

describe('the confirmation and the add-order checkbox (spec §3)', () => {
  const confirmation = (lng: 'uk' | 'en' | 'ru', joinPrevious?: boolean) =>
    orderConfirmationMessage({ order, lng, payment: 'requisites', shipping: 'np', joinPrevious });

  it('tells the shopper, in their language and beside the delivery, that the order ships with their previous one', () => {
    const en = confirmation('en', true);
    expect(en.text).toContain(
      'Delivery: Nova Poshta branch: Київ, Відділення №3\nYou asked us to add this order to your previous one and ship them together.\n',
    );
    expect(en.html).toContain(
      '<tr><td>You asked us to add this order to your previous one and ship them together.</td><td></td></tr>',
    );
    expect(confirmation('uk', true).text).toContain(
      'Ви попросили додати це замовлення до попереднього й надіслати разом.',
    );
    expect(confirmation('ru', true).text).toContain(
      'Вы попросили добавить этот заказ к предыдущему и отправить вместе.',
    );
  });

  it('says nothing of it when the shopper did not ask', () => {
    expect(confirmation('en', false).text).not.toMatch(/previous/);
    expect(confirmation('en').text).not.toMatch(/previous/);
  });
});
