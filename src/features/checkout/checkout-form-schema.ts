import { z } from 'zod';
import type { Language } from '@/config/shop';
import type { CartItem } from '@/domain/cart/cart-item';
import { cartToOrderLines } from '@/domain/cart/cart-order-lines';
import { isValidEmail, isValidPhone } from '@/domain/checkout/contact-rules';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '@/domain/checkout/order-schema';
import { cartNeedsDelivery } from '@/domain/checkout/shipment';

/*
 * The checkout form as the shopper fills it. Messages are error codes of checkout.json's `errors`
 * (`required`, `phone`, `email`), the same codes the server answers with, so one text serves both.
 */

const text = z.string();
const required = z.string().trim().min(1, 'required');
const phone = z.string().trim().min(1, 'required').refine(isValidPhone, 'phone');

const recipientShape = z.object({ name: text, surname: text, phone: text, message: text, from: text });

const deliveryShape = z.object({
  method: z.enum(DELIVERY_METHODS),
  city: text,
  cityRef: text,
  department: text,
  departmentRef: text,
  street: text,
  streetRef: text,
  house: text,
  entrance: text,
  apartment: text,
  comment: text,
  // Spec §3's add-order checkbox: "add to my previous order, ship together" (order-schema.ts).
  joinPrevious: z.boolean(),
});

/** Every field as text: the shape of a draft, which is half-filled by nature. */
const draftSchema = z.object({
  name: text,
  surname: text,
  phone: text,
  email: text,
  asGift: z.boolean(),
  recipient: recipientShape,
  comment: text,
  delivery: deliveryShape,
  payment: z.enum(PAYMENT_METHODS),
  subscribe: z.boolean(),
});

const filledSchema = draftSchema.extend({
  name: required.max(100),
  surname: required.max(100),
  phone,
  email: z.string().trim().min(1, 'required').refine(isValidEmail, 'email'),
});

function requiredFields({ delivery: withDelivery }: { delivery: boolean }) {
  return (form: z.infer<typeof filledSchema>, context: z.RefinementCtx) => {
    const missing = (value: string, path: (string | number)[]) => {
      if (!value.trim()) context.addIssue({ code: 'custom', message: 'required', path });
    };
    // Spec §5: the recipient's fields are required only when the order is a gift.
    if (form.asGift) {
      missing(form.recipient.name, ['recipient', 'name']);
      missing(form.recipient.surname, ['recipient', 'surname']);
      if (!form.recipient.phone.trim()) missing('', ['recipient', 'phone']);
      else if (!isValidPhone(form.recipient.phone)) {
        context.addIssue({ code: 'custom', message: 'phone', path: ['recipient', 'phone'] });
      }
    }
    if (!withDelivery) return;
    const { delivery } = form;
    missing(delivery.city, ['delivery', 'city']);
    if (delivery.method === 'courier') {
      missing(delivery.street, ['delivery', 'street']);
      missing(delivery.house, ['delivery', 'house']);
    } else {
      missing(delivery.department, ['delivery', 'department']);
    }
  };
}

/** The form of an order that travels by Nova Poshta: its delivery fields are required (spec §5). */
export const checkoutFormSchema = filledSchema.superRefine(requiredFields({ delivery: true }));

/**
 * The form of an order of electronic certificates only (shipment.ts): it goes by e-mail, so its
 * delivery fields are neither shown nor required, and whatever a draft holds in them is not sent.
 */
export const emailOrderFormSchema = filledSchema.superRefine(requiredFields({ delivery: false }));

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const emptyCheckoutForm: CheckoutForm = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  asGift: false,
  recipient: { name: '', surname: '', phone: '', message: '', from: '' },
  comment: '',
  delivery: {
    method: 'np',
    city: '',
    cityRef: '',
    department: '',
    departmentRef: '',
    street: '',
    streetRef: '',
    house: '',
    entrance: '',
    apartment: '',
    comment: '',
    joinPrevious: false,
  },
  // Spec §4 reports two defaults (wayforpay at first, privat after a reset); wayforpay is the
  // initial default, and a reset must bring the page back to exactly its initial state.
  payment: 'wayforpay',
  subscribe: false,
};

/**
 * A draft as sessionStorage may hold it: one saved before the add-order checkbox existed (a tab open
 * across a release) is still this shopper's form, with the box unticked.
 */
const storedDraftSchema = draftSchema.extend({
  delivery: deliveryShape.extend({ joinPrevious: z.boolean().default(false) }),
});

/** A draft read back from sessionStorage: anything unreadable starts the form afresh. */
export function parseCheckoutDraft(raw: unknown): CheckoutForm {
  const parsed = storedDraftSchema.safeParse(raw);
  return parsed.success ? parsed.data : emptyCheckoutForm;
}

const optional = (value: string) => value.trim() || undefined;

/**
 * The body of POST /api/orders from a valid form, the cart, the chosen gifts and an applied promo.
 * An order of electronic certificates only goes by e-mail (spec §9): it carries no delivery, and no
 * gift samples, which need a parcel to ride in.
 */
export function orderRequestBody(
  form: CheckoutForm,
  cart: CartItem[],
  gifts: number[],
  promo: string | undefined,
  lng: Language,
) {
  const parcel = cartNeedsDelivery(cart);
  const d = form.delivery;
  const courier = d.method === 'courier';
  return {
    locale: lng,
    ...cartToOrderLines(cart),
    gifts: parcel ? gifts : [],
    ...(promo && { promo }),
    customer: { name: form.name, surname: form.surname, phone: form.phone, email: form.email },
    ...(form.asGift && {
      recipient: {
        name: form.recipient.name,
        surname: form.recipient.surname,
        phone: form.recipient.phone,
        message: optional(form.recipient.message),
        from: optional(form.recipient.from),
      },
    }),
    ...(parcel && {
      delivery: {
        method: d.method,
        city: d.city,
        cityRef: optional(d.cityRef),
        ...(courier
          ? {
              street: d.street,
              streetRef: optional(d.streetRef),
              house: d.house,
              entrance: optional(d.entrance),
              apartment: optional(d.apartment),
            }
          : { department: d.department, departmentRef: optional(d.departmentRef) }),
        comment: optional(d.comment),
        ...(d.joinPrevious && { joinPrevious: true }),
      },
    }),
    payment: form.payment,
    comment: optional(form.comment),
    subscribe: form.subscribe,
  };
}
