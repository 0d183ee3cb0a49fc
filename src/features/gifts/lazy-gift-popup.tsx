'use client';

import { useAtom } from 'jotai';
import dynamic from 'next/dynamic';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { OpenedLazyPopup } from '@/components/i18n/opened-lazy-popup';
import { giftPopupOpenAtom } from './gift-atoms';

const loadGiftPopup = () => import('./gift-popup');
const GiftPopup = dynamic(() => loadGiftPopup().then((module) => module.GiftPopup), { ssr: false });

/**
 * The gift popup, loaded the first time it opens, so its code and the basket's texts it uses stay
 * out of every page's first load.
 */
export function LazyGiftPopup({ cards }: { cards: GiftCard[] }) {
  const [open, setOpen] = useAtom(giftPopupOpenAtom);
  return (
    <OpenedLazyPopup ns="cart" open={open} onClose={() => setOpen(false)} load={loadGiftPopup}>
      <GiftPopup cards={cards} />
    </OpenedLazyPopup>
  );
}
