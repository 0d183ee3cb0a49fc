import { orderIdFromReference, orderReference } from './order-payment';

describe('WayForPay order reference', () => {
  it('reads back exactly the reference the shop makes', () => {
    expect(orderIdFromReference(orderReference(391))).toBe(391);
  });

  it('reads any other spelling as no order', () => {
    for (const reference of [
      'WC-0391',
      'WC-0',
      'wc-391',
      'WC-391.0',
      'WC-+391',
      'WC-391 ',
      '391',
      'WC-1e3',
    ]) {
      expect(orderIdFromReference(reference)).toBeNull();
    }
    expect(orderIdFromReference(`WC-${'9'.repeat(30)}`)).toBeNull();
  });
});
