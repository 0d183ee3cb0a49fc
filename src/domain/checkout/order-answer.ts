import { z } from 'zod';

/** WayForPay's Purchase form: the pay page's address and the signed fields, in their order. */
export type PaymentForm = { action: string; fields: [name: string, value: string][] };

/** POST /api/orders' 201 answer: the order as WooCommerce priced it, with the pay form for a card. */
export type OrderAnswer = {
  order: {
    id: number;
    number: string;
    total: number;
    subtotal: number;
    discount: number;
    fee: number;
    shipping: number;
    status: string;
    /** WooCommerce's order key, for the shopper's tracking link (/tracking/{number}?key=…). */
    key: string;
  };
  payment?: PaymentForm;
};

/** What the checkout reads of an OrderAnswer before it trusts it (the popup, the pay page, analytics). */
export const placedOrderSchema = z.object({
  order: z.object({
    id: z.number(),
    number: z.string(),
    total: z.number(),
    status: z.string(),
    key: z.string(),
  }),
  payment: z.object({ action: z.string(), fields: z.array(z.tuple([z.string(), z.string()])) }).optional(),
});

export type PlacedOrder = z.infer<typeof placedOrderSchema>;
