import type { CartItem } from '@/domain/cart/cart-item';
import {
  checkoutFormSchema,
  emailOrderFormSchema,
  emptyCheckoutForm,
  orderRequestBody,
  type CheckoutForm,
} from './checkout-form-schema';

const filled: CheckoutForm = {
  ...emptyCheckoutForm,
  name: 'Олена',
  surname: 'Коваль',
  phone: '+380671234567',
  email: 'olena@example.com',
  asGift: true,
  recipient: { name: 'Ія', surname: 'Бондар', phone: '+380501112233', message: '', from: '' },
  delivery: { ...emptyCheckoutForm.delivery, city: 'Київ', department: 'Відділення №1' },
};

/** The form's issues with this number as the shopper's phone, or as the gift recipient's. */
const phoneIssues = (phone: string, field: 'phone' | 'recipient.phone') => {
  const form =
    field === 'phone' ? { ...filled, phone } : { ...filled, recipient: { ...filled.recipient, phone } };
  return (checkoutFormSchema.safeParse(form).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
};

describe('the checkout form’s phone fields', () => {
  it.each(['phone', 'recipient.phone'] as const)(
    '%s refuses 12 and +380 12 with the phone message',
    (field) => {
      for (const phone of ['12', '+380 12', '+38012']) {
        expect(phoneIssues(phone, field)).toEqual([[field, 'phone']]);
      }
    },
  );

  it.each(['phone', 'recipient.phone'] as const)(
    '%s accepts valid UA, PL, US and DE numbers as the phone input writes them',
    (field) => {
      for (const phone of ['+380671234567', '+48512345678', '+12015550123', '+49301234567']) {
        expect(phoneIssues(phone, field)).toEqual([]);
      }
    },
  );
});

describe('the checkout form and delivery (spec §9: electronic certificates go by e-mail)', () => {
  const certificate: CartItem = {
    id: 40,
    title: 'Електронний сертифікат',
    price: 1000,
    count: 1,
    description: 'certificate:electronic:1000:friend@example.com',
    kind: 'certificate',
    certificate: { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com' },
  };
  const perfume: CartItem = {
    id: 7,
    variation_id: 71,
    title: 'Velvet Amber',
    price: 1890,
    count: 1,
    description: '',
    kind: 'product',
  };
  const noDelivery: CheckoutForm = { ...filled, asGift: false, delivery: emptyCheckoutForm.delivery };
  const issues = (schema: typeof checkoutFormSchema, form: CheckoutForm) =>
    (schema.safeParse(form).error?.issues ?? []).map((i) => i.path.join('.'));

  it('an order by e-mail asks for no delivery field; a parcel asks for the city and the branch', () => {
    expect(issues(emailOrderFormSchema, noDelivery)).toEqual([]);
    expect(issues(checkoutFormSchema, noDelivery)).toEqual(['delivery.city', 'delivery.department']);
  });

  it('an order by e-mail still asks for the contacts', () => {
    expect(new Set(issues(emailOrderFormSchema, { ...noDelivery, email: '' }))).toEqual(new Set(['email']));
  });

  it('the body of an order by e-mail carries no delivery and no gift samples, whatever the draft holds', () => {
    const body = orderRequestBody(filled, [certificate], [1, 3], undefined, 'uk');
    expect(body).not.toHaveProperty('delivery');
    expect(body.gifts).toEqual([]);
  });

  it('a perfume beside the certificate brings both back', () => {
    const body = orderRequestBody(filled, [certificate, perfume], [1, 3], undefined, 'uk');
    expect(body.delivery).toMatchObject({ method: 'np', city: 'Київ', department: 'Відділення №1' });
    expect(body.gifts).toEqual([1, 3]);
  });
});
