import type { CartItem } from '@/domain/cart/cart-item';
import { emptyCheckoutForm, type CheckoutForm } from './checkout-form-schema';

/* What the checkout form's component tests start from: one perfume line and a filled requisites form. */

/** Two bottles of Velvet Amber 07, 50 ml, as the basket keeps them. */
export const velvetAmberLine: CartItem = {
  id: 7,
  variation_id: 71,
  title: 'Velvet Amber 07',
  price: 1890,
  count: 2,
  description: '',
  kind: 'product',
};

/** A form filled for a requisites order to a Kyiv branch, as the draft in sessionStorage holds it. */
export const filledDraft: CheckoutForm = {
  ...emptyCheckoutForm,
  name: 'Olena',
  surname: 'Koval',
  phone: '+380671234567',
  email: 'olena@example.com',
  delivery: { ...emptyCheckoutForm.delivery, city: 'Київ', department: 'Відділення №1' },
  payment: 'requisites',
};
