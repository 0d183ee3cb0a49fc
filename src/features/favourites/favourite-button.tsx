'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useT } from 'next-i18next/client';
import { trackAddToWishlist } from '@/features/analytics/wishlist-events';
import type { Ga4Item } from '@/features/analytics/ga4-items';
import { isFavourite } from '@/domain/favourites/favourites';
import { favouritesAtom, toggleFavouriteAtom } from './favourites-atoms';
import { HeartIcon } from './heart-icon';
import styles from './favourite-button.module.css';

export type FavouriteButtonProps = {
  productId: number;
  /** Reported with add_to_wishlist. */
  item: Ga4Item;
  className?: string;
  /** After the shopper took the product out: the favourites page moves focus off the vanishing card. */
  onRemoved?: () => void;
} &
  /** On a card: the heart alone, named with the product, as several cards sit side by side. */
  (
    | { variant: 'icon'; name: string }
    /** On the product page, under its name: the heart and the words. */
    | { variant: 'text' }
  );

/**
 * The heart that saves a product to favourites (kept in this browser) or takes it out: a toggle
 * button (aria-pressed), never inside the card's link. Server HTML and the first render show it
 * unpressed; the stored favourites press it once the page has mounted.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  const { productId, item, className, onRemoved } = props;
  const { t } = useT('favourites');
  const saved = isFavourite(useAtomValue(favouritesAtom), productId);
  const toggle = useSetAtom(toggleFavouriteAtom);
  const label =
    props.variant === 'icon'
      ? t(saved ? 'button.removeNamed' : 'button.addNamed', { name: props.name })
      : t(saved ? 'button.remove' : 'button.add');

  function onClick() {
    if (toggle(productId)) trackAddToWishlist(item);
    else onRemoved?.();
  }

  return (
    <button
      type="button"
      className={[styles[props.variant], className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={props.variant === 'icon' ? label : undefined}
      onClick={onClick}
    >
      <HeartIcon filled={saved} />
      {props.variant === 'text' && <span>{label}</span>}
    </button>
  );
}
