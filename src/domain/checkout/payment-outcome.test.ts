import { paymentOutcome } from './payment-outcome';

it('tells paid, declined and still-awaited payments apart', () => {
  expect(paymentOutcome({ paid: true, status: 'processing' })).toBe('paid');
  expect(paymentOutcome({ paid: false, status: 'failed' })).toBe('failed');
  expect(paymentOutcome({ paid: false, status: 'cancelled' })).toBe('failed');
  expect(paymentOutcome({ paid: false, status: 'pending' })).toBe('awaiting');
  expect(paymentOutcome({ paid: false, status: 'on-hold' })).toBe('awaiting');
});
