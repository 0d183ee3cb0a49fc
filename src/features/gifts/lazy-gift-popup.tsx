'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { giftPopupOpenAtom } from './gift-atoms';

const GiftPopup = dynamic(() => import('./gift-popup').then((module) => module.GiftPopup), { ssr: false });

/** The gift popup, loaded the first time it opens, so its code stays out of every page's first load. */
export function LazyGiftPopup({ cards }: { cards: GiftCard[] }) {
  const open = useAtomValue(giftPopupOpenAtom);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used || open ? <GiftPopup cards={cards} /> : null;
}
