import { checkoutFormSchema, emptyCheckoutForm, type CheckoutForm } from './checkout-form-schema';

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
