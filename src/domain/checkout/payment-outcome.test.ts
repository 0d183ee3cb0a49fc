import { isAcceptedOrder, paymentOutcome } from './payment-outcome';

it('tells paid, declined and still-awaited payments apart', () => {
  expect(paymentOutcome({ paid: true, status: 'processing' })).toBe('paid');
  expect(paymentOutcome({ paid: false, status: 'failed' })).toBe('failed');
  expect(paymentOutcome({ paid: false, status: 'cancelled' })).toBe('failed');
  expect(paymentOutcome({ paid: false, status: 'pending' })).toBe('awaiting');
  expect(paymentOutcome({ paid: false, status: 'on-hold' })).toBe('awaiting');
});

test('an accepted order is one on hold for the manager, paid or fulfilled; never an unpaid card order', () => {
  expect(['on-hold', 'processing', 'completed'].every((status) => isAcceptedOrder({ status }))).toBe(true);
  expect(
    ['pending', 'failed', 'cancelled', 'checkout-draft'].some((status) => isAcceptedOrder({ status })),
  ).toBe(false);
});
