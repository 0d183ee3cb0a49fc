'use client';

import { useAtom } from 'jotai';
import dynamic from 'next/dynamic';
import type { Language } from '@/config/shop';
import { cartOpenAtom } from './cart-atoms';
import { OpenedLazyPopup } from '@/components/i18n/opened-lazy-popup';

const loadBasketPopup = () => import('./basket-popup');
const BasketPopup = dynamic(() => loadBasketPopup().then((module) => module.BasketPopup), { ssr: false });

/**
 * The basket popup, loaded the first time it opens: its code (lines, steppers, the gift section)
 * and its texts stay out of every page's first load, and a closed popup renders nothing anyway.
 */
export function LazyBasketPopup({ lng }: { lng: Language }) {
  const [open, setOpen] = useAtom(cartOpenAtom);
  return (
    <OpenedLazyPopup ns="cart" open={open} onClose={() => setOpen(false)} load={loadBasketPopup}>
      <BasketPopup lng={lng} />
    </OpenedLazyPopup>
  );
}
