import type { CartItem, SetSize } from './cart-item';

/**
 * Spec §3: lines match on variation_id when there is one, otherwise on description. The product id
 * is compared too, so two simple products that happen to share a description stay two lines. A set
 * always compares its description as well: that is where its aromas are, and two sets of one
 * variation with different aromas are two lines.
 */
export function sameLine(a: CartItem, b: CartItem): boolean {
  if (a.kind === 'set' || b.kind === 'set') {
    return (
      a.kind === b.kind &&
      a.id === b.id &&
      a.variation_id === b.variation_id &&
      a.description === b.description
    );
  }
  if (a.variation_id !== undefined || b.variation_id !== undefined) {
    return a.variation_id === b.variation_id;
  }
  return a.id === b.id && a.description === b.description;
}

/** A key that is equal for two lines exactly when sameLine holds (React list keys). */
export function lineKey(line: CartItem): string {
  if (line.kind === 'set') return `set:${line.id}:${line.variation_id ?? ''}:${line.description}`;
  if (line.variation_id !== undefined) return `v:${line.variation_id}`;
  return `p:${line.id}:${line.description}`;
}

/** Spec §4: adding an item already in the cart raises that line's count. */
export function addItem(cart: CartItem[], item: CartItem): CartItem[] {
  const i = cart.findIndex((c) => sameLine(c, item));
  return i < 0 ? [...cart, item] : cart.map((c, j) => (j === i ? { ...c, count: c.count + item.count } : c));
}

/** Spec §4: setting the count to "clear" (or to nothing) removes the line. */
export function setCount(cart: CartItem[], line: CartItem, count: number | 'clear'): CartItem[] {
  if (count === 'clear' || count <= 0) return removeItem(cart, line);
  const whole = Math.floor(count);
  return cart.map((c) => (sameLine(c, line) ? { ...c, count: whole } : c));
}

export function removeItem(cart: CartItem[], line: CartItem): CartItem[] {
  return cart.filter((c) => !sameLine(c, line));
}

export function clearCart(): CartItem[] {
  return [];
}

/** Pieces, not lines: two bottles of one perfume count as two (the basket button's number). */
export function cartPieces(cart: CartItem[]): number {
  return cart.reduce((sum, c) => sum + c.count, 0);
}

export function lineTotal(line: CartItem): number {
  return line.price * line.count;
}

/** What the basket shows before checkout; the order's amount is decided by the server. */
export function cartSubtotal(cart: CartItem[]): number {
  return cart.reduce((sum, c) => sum + lineTotal(c), 0);
}

/** A set line holds exactly its size in aromas (spec §5); one added without a full choice does not. */
export function isIncompleteSet(line: CartItem): boolean {
  return line.kind === 'set' && (!line.set || line.set.aromas.length !== line.set.size);
}

export function incompleteSets(cart: CartItem[]): CartItem[] {
  return cart.filter(isIncompleteSet);
}

/** The set lines of one size, newest last (the acceptSet prompt offers the latest again). */
export function setsOfSize(cart: CartItem[], size: SetSize): CartItem[] {
  return cart.filter((c) => c.kind === 'set' && c.set?.size === size);
}

type CheckoutBlock = 'empty' | 'incomplete_set';

/** Spec §4–§5: an empty cart blocks ordering; so does a set that is not complete. */
export function canCheckout(cart: CartItem[]): { ok: true } | { ok: false; reason: CheckoutBlock } {
  if (cart.length === 0) return { ok: false, reason: 'empty' };
  if (incompleteSets(cart).length > 0) return { ok: false, reason: 'incomplete_set' };
  return { ok: true };
}
