'use client';

import { useT } from '@/i18n/use-t';
import { useMemo } from 'react';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { SURPRISE_GIFT_ID } from '@/domain/gifts/gift-config';

/** The surprise gift (spec §3) in the page's language; the shop has no product for it. */
export function useSurpriseGift(): GiftCard {
  const { t } = useT('cart');
  return useMemo(
    () => ({
      id: SURPRISE_GIFT_ID,
      name: t('gifts.surprise.name'),
      description: t('gifts.surprise.description'),
      image: '',
      count: 1,
    }),
    [t],
  );
}
