import { parseStoredPromo } from './applied-promo';

describe('parseStoredPromo', () => {
  it('reads a stored promo back as unconfirmed: the server has to accept it again for the cart as it is', () => {
    expect(parseStoredPromo({ code: 'welcome10', discount: 378, freeShipping: false })).toEqual({
      code: 'welcome10',
      discount: 378,
      freeShipping: false,
      unconfirmed: true,
    });
  });

  it('keeps a promo stored before the reload that was itself unconfirmed', () => {
    expect(
      parseStoredPromo({ code: 'welcome10', discount: 0, freeShipping: true, unconfirmed: true }),
    ).toMatchObject({ code: 'welcome10', unconfirmed: true });
  });

  it.each([
    ['nothing stored', null],
    ['a string', 'welcome10'],
    ['an array', [{ code: 'welcome10', discount: 378, freeShipping: false }]],
    ['no code', { discount: 378, freeShipping: false }],
    ['a blank code', { code: '  ', discount: 378, freeShipping: false }],
    ['a code longer than the promo route takes', { code: 'x'.repeat(101), discount: 1, freeShipping: false }],
    ['a numeric code', { code: 10, discount: 378, freeShipping: false }],
    ['a negative discount', { code: 'welcome10', discount: -5, freeShipping: false }],
    ['a discount as text', { code: 'welcome10', discount: '378', freeShipping: false }],
    ['no free-shipping flag', { code: 'welcome10', discount: 378 }],
  ])('reads %s as no promo', (_, raw) => {
    expect(parseStoredPromo(raw)).toBeNull();
  });
});
