'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { trackAddToWishlist } from '@/features/analytics/wishlist-events';
import type { Ga4Item } from '@/features/analytics/ga4-items';
import { isFavourite } from '@/domain/favourites/favourites';
import type { FavouriteLabels } from './favourite-labels';
import { favouritesAtom, toggleFavouriteAtom } from './favourites-atoms';
import { HeartIcon } from './heart-icon';
import styles from './favourite-button.module.css';

export type FavouriteButtonProps = {
  productId: number;
  /** Reported with add_to_wishlist. */
  item: Ga4Item;
  /** favouriteLabels(): on a card named with the product, on the product page plain. */
  labels: FavouriteLabels;
  /** On a card the heart alone, its label read out; on the product page, under its name, the heart and the words. */
  variant: 'icon' | 'text';
  className?: string;
  /** After the shopper took the product out: the favourites page moves focus off the vanishing card. */
  onRemoved?: () => void;
};

/**
 * The heart that saves a product to favourites (kept in this browser) or takes it out: a toggle
 * button (aria-pressed), never inside the card's link. Server HTML and the first render show it
 * unpressed; the stored favourites press it once the page has mounted.
 */
export function FavouriteButton({
  productId,
  item,
  labels,
  variant,
  className,
  onRemoved,
}: FavouriteButtonProps) {
  const saved = isFavourite(useAtomValue(favouritesAtom), productId);
  const toggle = useSetAtom(toggleFavouriteAtom);
  const label = saved ? labels.remove : labels.add;

  function onClick() {
    if (toggle(productId)) trackAddToWishlist(item);
    else onRemoved?.();
  }

  return (
    <button
      type="button"
      className={[styles[variant], className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      onClick={onClick}
    >
      <HeartIcon filled={saved} />
      {variant === 'text' && <span>{label}</span>}
    </button>
  );
}
