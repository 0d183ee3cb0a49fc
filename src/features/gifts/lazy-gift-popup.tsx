'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { LazyTexts } from '@/components/i18n/lazy-texts';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { giftPopupOpenAtom } from './gift-atoms';

const loadGiftPopup = () => import('./gift-popup');
const GiftPopup = dynamic(() => loadGiftPopup().then((module) => module.GiftPopup), { ssr: false });

/**
 * The gift popup, loaded the first time it opens, so its code and the basket's texts it uses stay
 * out of every page's first load; the code is asked for beside the texts.
 */
export function LazyGiftPopup({ cards }: { cards: GiftCard[] }) {
  const open = useAtomValue(giftPopupOpenAtom);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => {
    if (open) void loadGiftPopup().catch(() => {});
  }, [open]);
  if (!used && !open) return null;
  return (
    <LazyTexts ns="cart" attempt={open}>
      <GiftPopup cards={cards} />
    </LazyTexts>
  );
}
