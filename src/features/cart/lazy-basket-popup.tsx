'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { LazyTexts } from '@/components/i18n/lazy-texts';
import type { Language } from '@/config/shop';
import { cartOpenAtom } from './cart-atoms';

const loadBasketPopup = () => import('./basket-popup');
const BasketPopup = dynamic(() => loadBasketPopup().then((module) => module.BasketPopup), { ssr: false });

/**
 * The basket popup, loaded the first time it opens: its code (lines, steppers, the gift section)
 * and its texts stay out of every page's first load, and a closed popup renders nothing anyway. The
 * code is asked for beside the texts, not after them.
 */
export function LazyBasketPopup({ lng }: { lng: Language }) {
  const open = useAtomValue(cartOpenAtom);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => {
    if (open) void loadBasketPopup().catch(() => {});
  }, [open]);
  if (!used && !open) return null;
  return (
    <LazyTexts ns="cart" attempt={open}>
      <BasketPopup lng={lng} />
    </LazyTexts>
  );
}
