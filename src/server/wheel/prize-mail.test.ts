import { prizeMail } from './prize-mail';

const base = { prize: '10% off', code: 'spinab12cd', expires: '2026-12-08', email: 'olena@example.com' };

describe('the prize e-mail', () => {
  it('in Ukrainian carries the code, its last day, the bound address and a link to the shop', () => {
    const mail = prizeMail({ ...base, lng: 'uk', prize: 'Знижка 10%', siteUrl: 'https://shop.example' });
    expect(mail.subject).toBe('Ваш промокод з колеса призів: Знижка 10%');
    expect(mail.text).toContain('Ваш промокод: spinab12cd');
    expect(mail.text).toContain(
      'Він діє до 8 грудня 2026 р. включно, один раз і лише з адресою olena@example.com.',
    );
    expect(mail.text).toContain('https://shop.example/catalog');
  });

  it('in English and Russian links the page in that language', () => {
    const en = prizeMail({ ...base, lng: 'en', siteUrl: 'https://shop.example' });
    expect(en.subject).toBe('Your prize wheel promo code: 10% off');
    expect(en.text).toContain('valid until 8 December 2026 inclusive');
    expect(en.text).toContain('https://shop.example/en/catalog');
    const ru = prizeMail({ ...base, lng: 'ru', prize: 'Скидка 10%', siteUrl: 'https://shop.example' });
    expect(ru.text).toContain('Колесо призов подарило вам: Скидка 10%.');
    expect(ru.text).toContain('https://shop.example/ru/catalog');
  });
});
