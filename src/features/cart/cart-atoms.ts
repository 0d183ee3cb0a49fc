import { atom } from 'jotai';
import { canAdd, type Offer } from '@/domain/cart/can-add';
import { parseStoredCart, type CartItem } from '@/domain/cart/cart-item';
import { addItem, cartPieces, clearCart, removeItem, setCount } from '@/domain/cart/cart-rules';
import { persistedAtom } from '@/components/persisted-atom';

/** Bump the version when CartItem changes shape; parseStoredCart drops lines it cannot read. */
export const CART_STORAGE_KEY = 'cart:v1';

/** The basket lines, kept in localStorage; empty on the server and until the page has mounted. */
export const cartAtom = persistedAtom<CartItem[]>(CART_STORAGE_KEY, [], parseStoredCart);

/** Pieces in the cart, shown on the header's basket button. */
export const cartCountAtom = atom((get) => cartPieces(get(cartAtom)));

/** Whether the basket popup is open; the header's basket button sets it. */
export const cartOpenAtom = atom(false);

// Updates are functions of the stored cart, so a write before the cart was first read builds on it.
/** Adds `line` when its offer may be added (canAdd); answers whether it did, so the caller can say why not. */
export const addToCartAtom = atom(null, (_get, set, { line, offer }: { line: CartItem; offer: Offer }) => {
  if (!canAdd(offer)) return false;
  set(cartAtom, (cart) => addItem(cart, line));
  return true;
});

export const setCountAtom = atom(
  null,
  (_get, set, { line, count }: { line: CartItem; count: number | 'clear' }) => {
    set(cartAtom, (cart) => setCount(cart, line, count));
  },
);

export const removeFromCartAtom = atom(null, (_get, set, line: CartItem) => {
  set(cartAtom, (cart) => removeItem(cart, line));
});

export const clearCartAtom = atom(null, (_get, set) => {
  set(cartAtom, clearCart);
});
