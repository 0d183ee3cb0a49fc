import type { CartItem } from './cart-item';
import type { OrderRequest } from '@/domain/checkout/order-schema';

/** The cart's lines as the order and promo routes take them: ids and counts, never prices. */
export function cartToOrderLines(cart: CartItem[]): Pick<OrderRequest, 'items' | 'sets' | 'certificates'> {
  return {
    items: cart
      .filter((l) => l.kind === 'product')
      .map((l) => ({ id: l.id, ...(l.variation_id && { variation_id: l.variation_id }), count: l.count })),
    sets: cart.flatMap((l) =>
      l.kind === 'set' && l.set
        ? [{ size: l.set.size, aromas: l.set.aromas.map((a) => a.id), count: l.count }]
        : [],
    ),
    certificates: cart.flatMap((l) =>
      l.kind === 'certificate' && l.certificate
        ? [
            {
              type: l.certificate.type,
              denomination: l.certificate.denomination,
              ...(l.certificate.recipientEmail && { recipientEmail: l.certificate.recipientEmail }),
              count: l.count,
            },
          ]
        : [],
    ),
  };
}
