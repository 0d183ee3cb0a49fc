import { callbackRequestSchema, plainName } from './callback-schema';

const valid = {
  locale: 'ua',
  phone: '+380 (67) 123-45-67',
  items: [{ id: 10, variation_id: 11, count: 1 }],
  captcha: 'token',
};

const issues = (body: unknown) =>
  callbackRequestSchema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the callback request body', () => {
  it('takes the spec shape and reads "ua" as Ukrainian', () => {
    const parsed = callbackRequestSchema.parse({ ...valid, name: 'Олена' });
    expect(parsed).toMatchObject({ locale: 'uk', phone: '+380 (67) 123-45-67', name: 'Олена' });
    expect(parsed.items).toEqual([{ id: 10, variation_id: 11, count: 1 }]);
    expect(parsed).toMatchObject({ sets: [], gifts: [], certificates: [] });
  });

  it('refuses a phone that is missing or wrong for its country with the checkout codes', () => {
    expect(issues({ ...valid, phone: undefined })).toEqual(['phone: required']);
    expect(issues({ ...valid, phone: '  ' })).toEqual(['phone: required']);
    // Ukrainian mobile numbers have 9 digits after +380.
    expect(issues({ ...valid, phone: '+380 67 123 45' })).toEqual(['phone: phone']);
    expect(issues({ ...valid, phone: '067<script>' })).toEqual(['phone: phone']);
    // A valid Polish number passes: the country is the one the dial code names.
    expect(issues({ ...valid, phone: '+48 512 345 678' })).toBeUndefined();
  });

  it('drops any price the browser adds and refuses broken lines', () => {
    const parsed = callbackRequestSchema.parse({
      ...valid,
      items: [{ id: 10, count: 2, price: 1 }],
      total: 1,
    });
    expect(parsed.items).toEqual([{ id: 10, count: 2 }]);
    expect(parsed).not.toHaveProperty('total');
    expect(issues({ ...valid, items: [{ id: -1, count: 1 }] })).toHaveLength(1);
    expect(issues({ ...valid, items: [{ id: 10, count: 0 }] })).toHaveLength(1);
    expect(issues({ ...valid, items: [{ id: 10, count: 1000 }] })).toHaveLength(1);
    expect(issues({ ...valid, items: 'all' })).toHaveLength(1);
  });

  it('refuses an unknown locale and an over-long name', () => {
    expect(issues({ ...valid, locale: 'de' })?.[0]).toMatch(/^locale:/);
    expect(issues({ ...valid, name: 'x'.repeat(501) })?.[0]).toMatch(/^name:/);
  });
});

describe('the name as plain text', () => {
  it('keeps ordinary names, apostrophes and ampersands', () => {
    expect(plainName("  Олена  О'Коннор ")).toBe("Олена О'Коннор");
    expect(plainName('Tom & Jerry')).toBe('Tom & Jerry');
  });

  it('removes markup, so nothing of it can run in WooCommerce or an e-mail', () => {
    expect(plainName('<img src=x onerror=alert(1)>Olena')).toBe('Olena');
    expect(plainName('Olena<script>alert(1)</script>')).toBe('Olena');
    expect(plainName('"><svg onload=alert(1)')).toBe('"');
    expect(plainName('a\u0000b\r\nc\u202ed')).toBe('a b c d');
  });

  it('is at most 100 characters', () => {
    expect(plainName('я'.repeat(300))).toHaveLength(100);
  });
});
