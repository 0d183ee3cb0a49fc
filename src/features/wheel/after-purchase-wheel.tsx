'use client';

import { useT } from '@/i18n/use-t';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import styles from './wheel.module.css';

const WheelPopup = dynamic(() => import('./wheel-popup').then((m) => m.WheelPopup), { ssr: false });

/** The after-purchase wheel (spec §4): offered once an order is accepted, opened by the shopper. */
export function AfterPurchaseWheel({ lng, wheelId }: { lng: Language; wheelId: number }) {
  const { t } = useT('wheel');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.offer}>
      <p>{t('afterPurchase.offer')}</p>
      <Button variant="gold" onClick={() => setOpen(true)}>
        {t('afterPurchase.open')}
      </Button>
      {open && <WheelPopup lng={lng} wheelId={wheelId} onClose={() => setOpen(false)} />}
    </div>
  );
}
