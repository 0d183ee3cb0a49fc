import { isValidEmail, isValidPhone } from './contact-rules';
import { orderRequestSchema } from './order-schema';

/** Real-looking numbers of the shop's likeliest countries, as the phone input writes them or a caller types them. */
const VALID = {
  UA: ['+380 (67) 123-45-67', '+380671234567', '+380 93 123 4567', '+380 44 123 4567'],
  PL: ['+48 512 345 678', '+48 12 345 67 89'],
  US: ['+1 (201) 555-0123', '+12125551234'],
  DE: ['+49 30 1234567', '+49 151 23456789'],
};

describe('a phone number (spec §5: checked against the country its + prefix names)', () => {
  it.each(Object.entries(VALID).flatMap(([country, numbers]) => numbers.map((n) => [country, n])))(
    'a valid %s number is accepted: %s',
    (_country, number) => expect(isValidPhone(number)).toBe(true),
  );

  it.each([
    ['too few digits', '12'],
    ['too few digits for Ukraine', '+380 12'],
    ['a Ukrainian number that cannot exist', '+380 12 345 67 89'],
    ['too many digits for Poland', '+48 512 345 678 9'],
    ['no country: no + prefix', '0671234567'],
    ['the dial code alone', '+1'],
    ['letters', 'call me'],
    ['a character the input does not allow', '+380.67.123.45.67'],
    ['more than 17 digits', '+38 067 123 45 67 89 01 23 45'],
    ['longer than the input’s 25 characters', '+380  ( 67 )  123 - 45 - 67'],
  ])('%s is refused: %s', (_why, number) => expect(isValidPhone(number)).toBe(false));
});

describe('the order request’s phones', () => {
  const body = (phone: string) => ({
    locale: 'uk',
    items: [{ id: 10, count: 1 }],
    customer: { name: 'Олена', surname: 'Коваль', phone, email: 'o@example.com' },
    recipient: { name: 'Ія', surname: 'Бондар', phone },
    delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
    payment: 'requisites',
  });

  it('accepts valid UA, PL, US and DE numbers as typed', () => {
    for (const phone of [VALID.UA[0], VALID.PL[0], VALID.US[0], VALID.DE[0]]) {
      expect(orderRequestSchema.safeParse(body(phone)).success).toBe(true);
    }
  });

  it('refuses 12 and +380 12 with the phone code on the customer’s and the recipient’s phone', () => {
    for (const phone of ['12', '+380 12']) {
      const issues = orderRequestSchema.safeParse(body(phone)).error?.issues ?? [];
      expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['customer.phone', 'phone'],
        ['recipient.phone', 'phone'],
      ]);
    }
  });
});

describe('an e-mail address (WordPress’s is_email, which WooCommerce checks the billing e-mail with)', () => {
  it.each(['olena.k@example.com', 'olena.k+gifts@example.com.ua', "o'neil@mail-box.co", 'a_b@x.co'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ['markup in the local part', '"><svg/onload=alert(1)>@x.co'],
    ['a space', 'olena k@example.com'],
    ['no domain dot', 'olena@localhost'],
    ['two dots in a row in the domain', 'olena@example..com'],
    ['a label starting with a hyphen', 'olena@-example.com'],
    ['a character outside letters, digits and hyphens in the domain', 'olena@exa_mple.com'],
    ['a one-letter top-level domain (spec §5)', 'olena@example.c'],
    ['shorter than 6 characters', 'a@b.c'],
    ['no local part', '@example.com'],
  ])('refuses %s: %s', (_why, email) => expect(isValidEmail(email)).toBe(false));
});
