import { hintGiftMail } from './hint-gift-mail';

const link = 'https://shop.example/en/velvet-amber-07';
const shop = 'shop.example';

describe('hint-a-gift e-mail', () => {
  it('in Ukrainian names the sender, quotes the message and links the product', () => {
    const mail = hintGiftMail({
      lng: 'uk',
      productName: 'Velvet Amber 07',
      link: 'https://shop.example/velvet-amber-07',
      shop: 'shop.example',
      name: 'Оля',
      message: 'На день народження!',
    });
    expect(mail.subject).toBe('Натяк на подарунок: Velvet Amber 07');
    expect(mail.text).toContain('Оля натякає, що хотів би отримати в подарунок Velvet Amber 07.');
    expect(mail.text).toContain('Повідомлення:\nНа день народження!');
    expect(mail.text).toContain('Подивитися аромат: https://shop.example/velvet-amber-07');
  });

  it('in English without a name or message stays anonymous and has no message block', () => {
    const mail = hintGiftMail({ lng: 'en', productName: 'Velvet Amber 07', link, shop });
    expect(mail.subject).toBe('A gift hint: Velvet Amber 07');
    expect(mail.text).toContain('Someone is hinting that they would love Velvet Amber 07 as a gift.');
    expect(mail.text).not.toContain('Message:');
    expect(mail.text).toContain(`See the scent: ${link}`);
  });

  it('in Russian', () => {
    const mail = hintGiftMail({ lng: 'ru', productName: 'Velvet Amber 07', link, shop, message: 'Хочу!' });
    expect(mail.subject).toBe('Намёк на подарок: Velvet Amber 07');
    expect(mail.text).toContain('Кто-то намекает');
    expect(mail.text).toContain('Сообщение:\nХочу!');
    expect(mail.text).toContain(link);
  });

  it('says in each language which shop sent it and why the recipient got it', () => {
    const why = {
      uk: 'Цей лист надіслав парфумерний магазин shop.example, бо відвідувач вказав вашу адресу у формі «Натякнути на подарунок»',
      en: 'This e-mail was sent by the perfume shop shop.example because a visitor entered your address in the “Hint a gift” form',
      ru: 'Это письмо отправил парфюмерный магазин shop.example, потому что посетитель указал ваш адрес в форме «Намекнуть на подарок»',
    } as const;
    for (const lng of ['uk', 'en', 'ru'] as const) {
      const mail = hintGiftMail({ lng, productName: 'Velvet Amber 07', link, shop });
      expect(mail.text).toContain(why[lng]);
    }
  });
});
