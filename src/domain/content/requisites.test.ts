import { hasRequisites, paymentPurpose } from './requisites';

const requisites = {
  recipient: 'FOP Kovalenko',
  iban: 'UA213052990000026001234567890',
  taxId: '3124509876',
  purpose: 'Payment for order No. {order}, VAT exempt',
};

describe('requisites', () => {
  it("puts the order's number into the payment purpose, or an ellipsis before there is one", () => {
    expect(paymentPurpose(requisites, '1042')).toBe('Payment for order No. 1042, VAT exempt');
    expect(paymentPurpose(requisites)).toBe('Payment for order No. …, VAT exempt');
  });

  it('needs a recipient and an IBAN to be shown', () => {
    expect(hasRequisites(requisites)).toBe(true);
    expect(hasRequisites({ ...requisites, iban: '' })).toBe(false);
  });
});
