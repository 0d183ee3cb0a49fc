'use client';

import { useT } from '@/i18n/use-t';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import styles from './hint-gift.module.css';

// The form (react-hook-form and zod) loads when the popup first opens, not with the product page.
const HintGiftForm = dynamic(() => import('./hint-gift-form').then((module) => module.HintGiftForm), {
  ssr: false,
});

/** The product page's "Hint a gift" button and its popup (spec: hint_gift). */
export function HintGiftButton({ productSlug, lng }: { productSlug: string; lng: Language }) {
  const { t } = useT('product');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" className={styles.open} onClick={() => setOpen(true)}>
        {t('hintGift.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('hintGift.title')}
        closeLabel={t('hintGift.close')}
      >
        <HintGiftForm productSlug={productSlug} lng={lng} onSent={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
