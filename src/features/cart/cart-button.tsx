'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { cartCountAtom, cartOpenAtom } from './cart-atoms';
import styles from '@/components/ui/icon-count.module.css';

/** The basket button: shows the pieces in the cart and opens the basket popup. */
export function CartButton() {
  const count = useAtomValue(cartCountAtom);
  const openCart = useSetAtom(cartOpenAtom);
  const { t } = useT('common');
  return (
    <button
      type="button"
      className={styles.icon}
      aria-label={t('cart.label', { count })}
      aria-haspopup="dialog"
      onClick={() => openCart(true)}
    >
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <path d="M5 8h14l-1.2 12H6.2L5 8Z" strokeWidth="1.5" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" strokeWidth="1.5" />
      </svg>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
