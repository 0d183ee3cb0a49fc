'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { deleteGiftAtom, giftSelectionAtom, openGiftPopupAtom } from './gift-atoms';
import { SURPRISE_GIFT_ID } from '@/domain/gifts/gift-config';
import { chosenGifts } from '@/domain/gifts/gift-rules';
import { GiftThumb } from './gift-thumb';
import { useSurpriseGift } from './use-surprise-gift';
import styles from './gifts.module.css';

/**
 * The basket's list of chosen gifts with a delete button each, and the button that opens the gift
 * popup (mounted by the page with its cards).
 */
export function GiftSection() {
  const { t } = useT('cart');
  const selection = useAtomValue(giftSelectionAtom);
  const remove = useSetAtom(deleteGiftAtom);
  const openPopup = useSetAtom(openGiftPopupAtom);
  const surprise = useSurpriseGift();
  const headingId = useId();
  // The surprise is named in the current language, not the one it was chosen in.
  const gifts = chosenGifts(selection).map((gift) => (gift.id === SURPRISE_GIFT_ID ? surprise : gift));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('gifts.sectionTitle')}
      </h3>
      <p className={styles.progress}>
        {selection.count === 0 ? t('gifts.none') : t('gifts.count', { count: selection.count })}
      </p>
      {gifts.length > 0 && (
        <ul className={styles.chosen}>
          {gifts.map((gift) => (
            <li key={gift.id} className={styles.chosenGift}>
              <GiftThumb image={gift.image} size={48} />
              <span className={styles.cardName}>{gift.name}</span>
              <Button
                variant="icon"
                className={styles.remove}
                aria-label={t('gifts.remove', { name: gift.name })}
                onClick={() => remove(gift.id)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => openPopup()}>
        {selection.count === 0 ? t('gifts.choose') : t('gifts.change')}
      </Button>
    </section>
  );
}
