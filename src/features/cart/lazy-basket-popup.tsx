'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { Language } from '@/config/shop';
import { cartOpenAtom } from './cart-atoms';

const BasketPopup = dynamic(() => import('./basket-popup').then((module) => module.BasketPopup), {
  ssr: false,
});

/**
 * The basket popup, loaded the first time it opens: its code (lines, steppers, the gift section)
 * stays out of every page's first load, and a closed popup renders nothing anyway.
 */
export function LazyBasketPopup({ lng }: { lng: Language }) {
  const open = useAtomValue(cartOpenAtom);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used || open ? <BasketPopup lng={lng} /> : null;
}
