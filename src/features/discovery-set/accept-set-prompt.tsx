'use client';

import { useT } from '@/i18n/use-t';
import { useId } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/ui/button';
import type { SetSize } from '@/domain/cart/cart-item';
import styles from './set-builder.module.css';

/** acceptSet (spec §4): another set of a size already in the cart — the same again, or a new one? */
export function AcceptSetPrompt({
  open,
  size,
  onAddSame,
  onBuildNew,
}: {
  open: boolean;
  size: SetSize;
  onAddSame: () => void;
  /** Also what closing the prompt means: the shopper stays to build. */
  onBuildNew: () => void;
}) {
  const { t } = useT('cart');
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onBuildNew}
      title={t('acceptSet.title')}
      closeLabel={t('acceptSet.close')}
      describedBy={textId}
    >
      <p id={textId}>{t('acceptSet.text', { count: size })}</p>
      <div className={styles.promptActions}>
        <Button variant="secondary" onClick={onBuildNew}>
          {t('acceptSet.buildNew')}
        </Button>
        <Button onClick={onAddSame}>{t('acceptSet.addSame')}</Button>
      </div>
    </Dialog>
  );
}
