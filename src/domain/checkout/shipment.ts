import type { CartItem } from '@/domain/cart/cart-item';
import type { CertificateType } from '@/domain/certificates/certificate';
import type { Delivery } from './order-schema';

/*
 * Spec §9: goods travel by Nova Poshta at the carrier's tariffs, electronic items go by e-mail. The
 * shop's only electronic item is the electronic gift certificate, sent to the recipient's e-mail the
 * shopper gave with it; so an order asks for a city and a branch (or an address) unless every line
 * of it is one. Gift samples ride in the parcel: an order without one gets none (order-lines.ts
 * leaves them off, and the basket offers none).
 */

/** A line as far as its journey goes: only an electronic certificate is sent by e-mail. */
type Sendable = { certificateType?: CertificateType };

/**
 * Whether the lines need a parcel, hence a delivery. No lines is not an e-mail order: an empty
 * basket is refused for itself, and its checkout keeps the usual delivery step meanwhile.
 */
export function needsDelivery(lines: readonly Sendable[]): boolean {
  return lines.length === 0 || lines.some((line) => line.certificateType !== 'electronic');
}

/** The same rule over the browser's basket, which decides what the checkout asks for and offers. */
export function cartNeedsDelivery(cart: readonly CartItem[]): boolean {
  return needsDelivery(
    cart.map((line) => ({
      certificateType: line.kind === 'certificate' ? line.certificate?.type : undefined,
    })),
  );
}

/** An order of electronic certificates only: nothing to carry, so no city and no branch. */
export const BY_EMAIL = { method: 'email' } as const;

/** How an order reaches the shopper: the Nova Poshta delivery they filled in, or e-mail. */
export type Shipment = Delivery | typeof BY_EMAIL;

/** `np`, `courier`, `postbox` or `email`: the key of its title in checkout.json's `delivery`. */
export type ShippingMethod = Shipment['method'];

/**
 * The order's shipment, from its lines as the catalogue built them (the server's word, not the
 * browser's): e-mail when none needs a parcel, whatever delivery came with it; else the delivery
 * given, or null when there is none, which the order is refused for.
 */
export function shipmentOf(lines: readonly Sendable[], delivery: Delivery | undefined): Shipment | null {
  if (!needsDelivery(lines)) return BY_EMAIL;
  return delivery ?? null;
}
