'use client';

import { useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import type { ReactNode } from 'react';
import { uniqueToastId, useToast } from '@/components/toasts/use-toast';
import { addToCartAtom } from './cart-atoms';
import { canAdd, type Offer } from '@/domain/cart/can-add';
import type { CartItem } from '@/domain/cart/cart-item';

export type AddToCartButtonProps = {
  /** The line to add; `count` says how many pieces (1 unless given). */
  item: Omit<CartItem, 'count'> & { count?: number };
  /** Whether it is in stock and priced now: a sold-out offer disables the button (canAdd). */
  offer: Offer;
  className?: string;
  /** The element that says why the button is disabled (the product page's stock notice). */
  describedBy?: string;
  /** Defaults to "Add to cart". */
  children?: ReactNode;
  /** After the line is in the cart: the place for analytics' add_to_cart. */
  onAdded?: (line: CartItem) => void;
};

/**
 * Adds a line to the cart and confirms it with the "added to cart" toast (spec §8). A sold-out offer
 * disables the button; the cart applies the same rule (addToCartAtom), and a refusal is said in a
 * toast, never dropped silently.
 */
export function AddToCartButton({
  item,
  offer,
  className,
  describedBy,
  children,
  onAdded,
}: AddToCartButtonProps) {
  const { t } = useT('cart');
  const add = useSetAtom(addToCartAtom);
  const toast = useToast();

  function onClick() {
    const line: CartItem = { ...item, count: item.count ?? 1 };
    if (!add({ line, offer })) {
      toast.show({ text: t('soldOut'), variant: 'error', id: uniqueToastId('cart-sold-out') });
      return;
    }
    // A fresh id per click: toasts of one id toggle (spec §4), and a second add must be confirmed too.
    toast.show({ text: t('added'), variant: 'success', id: uniqueToastId('cart-added') });
    onAdded?.(line);
  }

  return (
    <button
      type="button"
      className={className}
      disabled={!canAdd(offer)}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {children ?? t('addToCart')}
    </button>
  );
}
