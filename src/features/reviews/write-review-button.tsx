'use client';

import { useT } from '@/i18n/use-t';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import type { PickableProduct } from './product-picker';
import styles from './review-form.module.css';

// The form (react-hook-form, zod, the photo picker) loads when the popup first opens, not with every
// product page.
const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm), {
  ssr: false,
});

/**
 * "Write a review" and its `review` popup: on a product page the product is preset, on /reviews the
 * shopper finds it. After sending, the popup says the review appears after moderation.
 */
export function WriteReviewButton({
  lng,
  preset,
  products = [],
}: {
  lng: Language;
  preset?: PickableProduct;
  products?: PickableProduct[];
}) {
  const { t } = useT('reviews');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        {t('page.write')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('form.title')}
        closeLabel={t('form.close')}
        size="large"
      >
        {sent ? (
          <div className={styles.sent}>
            <p role="status">{t('form.sent')}</p>
            <Button onClick={() => setOpen(false)}>{t('form.close')}</Button>
          </div>
        ) : (
          <ReviewForm lng={lng} preset={preset} products={products} onSent={() => setSent(true)} />
        )}
      </Dialog>
    </>
  );
}
