import { createHmac } from 'node:crypto';
import { purchaseForm } from './purchase';
import { acceptAnswer, isNotificationSigned } from './service-notification';
import { wayforpaySignature } from './signature';

const md5 = (secret: string, s: string) => createHmac('md5', secret).update(s, 'utf8').digest('hex');

describe('WayForPay signatures', () => {
  it('signs the purchase form over account, domain, reference, date, amount, currency, names, counts, prices', () => {
    const form = purchaseForm({
      merchantAccount: 'shop',
      merchantDomainName: 'shop.example',
      secretKey: 'secret',
      orderReference: 'WC-101',
      orderDate: 1700000000,
      amount: 2550,
      currency: 'UAH',
      lines: [
        { name: 'Velvet Amber 07, 50 ml', price: 1900, count: 1 },
        { name: 'Набір 6×2 мл', price: 329, count: 2 },
      ],
      returnUrl: 'https://shop.example/checkout/result',
      serviceUrl: 'https://shop.example/api/payment/wayforpay',
      language: 'UA',
    });
    const field = (name: string) => form.filter(([k]) => k === name).map(([, v]) => v);
    expect(field('merchantSignature')[0]).toBe(
      md5(
        'secret',
        'shop;shop.example;WC-101;1700000000;2550;UAH;Velvet Amber 07, 50 ml;Набір 6×2 мл;1;2;1900;329',
      ),
    );
    expect(field('productName[]')).toEqual(['Velvet Amber 07, 50 ml', 'Набір 6×2 мл']);
    expect(field('merchantTransactionSecureType')).toEqual(['AUTO']);
  });

  it('accepts a notification signed with the secret and rejects a forged one', () => {
    const body = {
      merchantAccount: 'shop',
      orderReference: 'WC-101',
      amount: 2550,
      currency: 'UAH',
      authCode: '541963',
      cardPan: '41****8217',
      transactionStatus: 'Approved',
      reasonCode: 1100,
      merchantSignature: '',
    };
    body.merchantSignature = wayforpaySignature('secret', [
      'shop',
      'WC-101',
      2550,
      'UAH',
      '541963',
      '41****8217',
      'Approved',
      1100,
    ]);
    expect(isNotificationSigned(body, 'secret')).toBe(true);
    expect(isNotificationSigned({ ...body, amount: 1 }, 'secret')).toBe(false);
    expect(isNotificationSigned(body, 'other-secret')).toBe(false);
  });

  it('answers accept with a signature over reference, status and time', () => {
    expect(acceptAnswer('WC-101', 'secret', 1700000100)).toEqual({
      orderReference: 'WC-101',
      status: 'accept',
      time: 1700000100,
      signature: md5('secret', 'WC-101;accept;1700000100'),
    });
  });
});
