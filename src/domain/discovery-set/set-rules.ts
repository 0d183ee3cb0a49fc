import { canAdd, type Offer } from '@/domain/cart/can-add';
import type { CartItem, SetSize } from '@/domain/cart/cart-item';
import { addItem, isIncompleteSet } from '@/domain/cart/cart-rules';
import type { Aroma, SetProduct } from './aroma';
import type { AromaGroupFilter } from './set-config';

/**
 * Picking an aroma again takes it out; a pick beyond the set's size, or of a sold-out aroma
 * (canAdd), is refused (the selection comes back unchanged).
 */
export function toggleAroma(
  selection: number[],
  aroma: Pick<Aroma, 'id' | 'inStock'>,
  size: SetSize,
): number[] {
  if (selection.includes(aroma.id)) return selection.filter((s) => s !== aroma.id);
  if (selection.length >= size || !canAdd(aroma)) return selection;
  return [...selection, aroma.id];
}

/**
 * What a set of these aromas offers: it can be added (canAdd) while the set product and every
 * aroma in it are in stock. An aroma id the page no longer lists counts as sold out.
 */
export function setOffer(product: SetProduct, aromas: Aroma[], ids: number[]): Offer {
  const chosen = ids.map((id) => aromas.find((aroma) => aroma.id === id));
  return {
    inStock: product.inStock && chosen.every((aroma) => aroma !== undefined && canAdd(aroma)),
    price: product.price,
  };
}

/** Spec §5: a set must hold exactly its 6 or 9 aromas. */
export function isComplete(selection: number[], size: SetSize): boolean {
  return selection.length === size;
}

export function groupAromas(aromas: Aroma[], group: AromaGroupFilter): Aroma[] {
  return group === 'all' ? aromas : aromas.filter((aroma) => aroma.group === group);
}

/**
 * The cart line for a built set. Its description encodes the size and the sorted aroma ids, so two
 * different sets are two lines and the same set chosen again (in any order) raises the count.
 */
export function setLine(product: SetProduct, size: SetSize, aromas: Aroma[]): CartItem {
  const sorted = [...aromas].sort((a, b) => a.id - b.id);
  return {
    id: product.id,
    variation_id: product.variation_id,
    title: product.title,
    price: product.price,
    count: 1,
    image: product.image,
    description: `set:${size}:${sorted.map((aroma) => aroma.id).join(',')}`,
    kind: 'set',
    set: { size, aromas: sorted.map(({ id, title }) => ({ id, title })) },
    slug: product.slug,
    sku: product.sku,
  };
}

/** The aromas of a selection, in the order they were picked. */
export function selectedAromas(aromas: Aroma[], selection: number[]): Aroma[] {
  return selection.flatMap((id) => aromas.filter((aroma) => aroma.id === id));
}

/**
 * A built set goes into the cart in place of an unfinished set of the same product and size
 * (spec §4: the shopper was sent to finish the choice), or beside the sets already there.
 */
export function addBuiltSet(cart: CartItem[], line: CartItem): CartItem[] {
  const unfinished = (c: CartItem) =>
    isIncompleteSet(c) && c.id === line.id && c.set?.size === line.set?.size;
  return addItem(
    cart.filter((c) => !unfinished(c)),
    line,
  );
}
