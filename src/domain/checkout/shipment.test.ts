import type { CartItem } from '@/domain/cart/cart-item';
import type { Delivery } from './order-schema';
import { BY_EMAIL, cartNeedsDelivery, needsDelivery, shipmentOf } from './shipment';

const perfume: CartItem = {
  id: 7,
  variation_id: 71,
  title: 'Velvet Amber',
  price: 1890,
  count: 1,
  description: '',
  kind: 'product',
};
const set: CartItem = {
  id: 50,
  title: 'Discovery set',
  price: 329,
  count: 1,
  description: '1,2,3,4,5,6',
  kind: 'set',
  set: { size: 6, aromas: [] },
};
const certificate = (type: 'electronic' | 'physical', recipientEmail?: string): CartItem => ({
  id: 40,
  title: `Certificate ${type}, 1000 ₴`,
  price: 1000,
  count: 1,
  description: `certificate:${type}:1000${recipientEmail ? `:${recipientEmail}` : ''}`,
  kind: 'certificate',
  certificate: { type, denomination: 1000, ...(recipientEmail && { recipientEmail }) },
});

const branch: Delivery = { method: 'np', city: 'Київ', department: 'Відділення №1' };

describe('needsDelivery (spec §9: electronic items go by e-mail, the rest by Nova Poshta)', () => {
  it('a basket of electronic certificates only needs no delivery, however many', () => {
    expect(cartNeedsDelivery([certificate('electronic', 'a@example.com')])).toBe(false);
    expect(
      cartNeedsDelivery([
        certificate('electronic', 'a@example.com'),
        certificate('electronic', 'b@example.com'),
      ]),
    ).toBe(false);
  });

  it('a perfume, a set or a physical certificate beside them needs one', () => {
    for (const parcel of [perfume, set, certificate('physical')]) {
      expect(cartNeedsDelivery([certificate('electronic', 'a@example.com'), parcel])).toBe(true);
      expect(cartNeedsDelivery([parcel])).toBe(true);
    }
  });

  it('an empty basket keeps the usual delivery step', () => {
    expect(cartNeedsDelivery([])).toBe(true);
    expect(needsDelivery([])).toBe(true);
  });

  it('reads the certificate type only from a certificate line', () => {
    const mislabelled: CartItem = { ...perfume, certificate: { type: 'electronic', denomination: 1000 } };
    expect(cartNeedsDelivery([mislabelled])).toBe(true);
  });

  it('over an order’s lines, only the catalogue’s electronic type counts', () => {
    expect(needsDelivery([{ certificateType: 'electronic' }])).toBe(false);
    expect(needsDelivery([{ certificateType: 'electronic' }, {}])).toBe(true);
    expect(needsDelivery([{ certificateType: 'physical' }])).toBe(true);
  });
});

describe('shipmentOf', () => {
  it('sends electronic certificates only by e-mail, with or without a delivery given', () => {
    expect(shipmentOf([{ certificateType: 'electronic' }], undefined)).toBe(BY_EMAIL);
    expect(shipmentOf([{ certificateType: 'electronic' }], branch)).toBe(BY_EMAIL);
  });

  it('sends a parcel to the delivery given, and has nowhere to send it without one', () => {
    expect(shipmentOf([{}, { certificateType: 'electronic' }], branch)).toBe(branch);
    expect(shipmentOf([{ certificateType: 'physical' }], undefined)).toBeNull();
  });
});
