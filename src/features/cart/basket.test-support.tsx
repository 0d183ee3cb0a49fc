import { useSetAtom } from 'jotai';
import type { CartItem } from '@/domain/cart/cart-item';
import { cartOpenAtom } from './cart-atoms';

/** A 50 ml perfume line, as the product page puts it in the cart. */
export const velvetAmber: CartItem = {
  id: 10,
  variation_id: 101,
  title: 'Velvet Amber 07',
  price: 1250,
  volume: '50 мл',
  count: 1,
  image: 'http://localhost:4000/wp-content/uploads/velvet.jpg',
  description: 'velvet-amber-50',
  kind: 'product',
};

/** Opens the basket as the header's button does. */
export function OpenBasket() {
  const setOpen = useSetAtom(cartOpenAtom);
  return (
    <button type="button" onClick={() => setOpen(true)}>
      open basket
    </button>
  );
}
