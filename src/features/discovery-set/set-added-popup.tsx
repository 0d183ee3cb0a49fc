'use client';

import { useT } from '@/i18n/use-t';
import { useId } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/ui/button';
import type { CartItem } from '@/domain/cart/cart-item';
import styles from './set-builder.module.css';

/**
 * The "set" popup (spec §2): the set just put in the cart, with its aromas. It is also where another
 * set is offered (spec §4, acceptSet): the same again, or another one built from scratch. So a second
 * set in one visit goes through the same question as a set found in the cart on arrival.
 */
export function SetAddedPopup({
  line,
  onAddSame,
  onBuildAnother,
  onOpenBasket,
}: {
  /** The set line just added; null keeps the popup closed. */
  line: CartItem | null;
  onAddSame: () => void;
  /** Also what closing the popup means: the builder is empty and ready. */
  onBuildAnother: () => void;
  onOpenBasket: () => void;
}) {
  const { t } = useT('cart');
  const textId = useId();
  const listId = useId();
  const set = line?.set;
  return (
    <Dialog
      open={set !== undefined}
      onClose={onBuildAnother}
      title={t('setAdded.title', { count: set?.size ?? 0 })}
      closeLabel={t('setAdded.close')}
      describedBy={textId}
    >
      {set && (
        <>
          <h3 id={listId} className={styles.addedHeading}>
            {t('setAdded.aromas')}
          </h3>
          <ol className={styles.addedAromas} aria-labelledby={listId}>
            {set.aromas.map((aroma) => (
              <li key={aroma.id}>{aroma.title}</li>
            ))}
          </ol>
          <p id={textId}>{t('setAdded.next')}</p>
          <div className={styles.promptActions}>
            <Button variant="secondary" onClick={onBuildAnother}>
              {t('setAdded.buildAnother')}
            </Button>
            <Button variant="secondary" onClick={onAddSame}>
              {t('setAdded.addSame')}
            </Button>
            <Button onClick={onOpenBasket}>{t('setAdded.toBasket')}</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
