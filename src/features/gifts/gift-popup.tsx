'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/ui/button';
import {
  cancelGiftsAtom,
  confirmGiftsAtom,
  giftPopupOpenAtom,
  giftSelectionAtom,
  stageGiftAtom,
} from './gift-atoms';
import { withSurpriseFirst, type GiftCard } from '@/domain/gifts/gift-card';
import { GIFT_LIMIT } from '@/domain/gifts/gift-config';
import { canStageMore } from '@/domain/gifts/gift-rules';
import { GiftThumb } from './gift-thumb';
import { useSurpriseGift } from './use-surprise-gift';
import styles from './gifts.module.css';

/**
 * The gift popup (spec §3–§4): up to GIFT_LIMIT samples are ticked, staged until confirmed, and
 * dropped on cancel. `cards` are the sample products (the page loads them through POST /api/filters/
 * with page 1 and per_page 1000); the surprise gift is added first here.
 */
export function GiftPopup({ cards }: { cards: GiftCard[] }) {
  const { t } = useT('cart');
  const open = useAtomValue(giftPopupOpenAtom);
  const selection = useAtomValue(giftSelectionAtom);
  const stage = useSetAtom(stageGiftAtom);
  const confirm = useSetAtom(confirmGiftsAtom);
  const cancel = useSetAtom(cancelGiftsAtom);
  const surprise = useSurpriseGift();
  const offered = withSurpriseFirst(cards, surprise);
  const staged = selection.selectCardsNow;
  const roomLeft = canStageMore(selection);

  return (
    <Dialog open={open} onClose={cancel} title={t('gifts.title')} closeLabel={t('gifts.close')} size="large">
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('gifts.intro', { count: GIFT_LIMIT })}</legend>
        <p className={styles.progress} aria-live="polite">
          {t('gifts.progress', { chosen: staged.length, limit: GIFT_LIMIT })}
        </p>
        <ul className={styles.cards}>
          {offered.map((card) => {
            const checked = staged.includes(card.id);
            return (
              <li key={card.id}>
                <label className={`${styles.card} ${checked ? styles.checked : ''}`}>
                  <input
                    type="checkbox"
                    checked={checked}
                    // At the limit the other boxes are disabled: a third gift cannot be ticked.
                    disabled={!checked && !roomLeft}
                    onChange={() => stage(card.id)}
                  />
                  <GiftThumb image={card.image} size={72} />
                  <span className={styles.cardText}>
                    <span className={styles.cardName}>{card.name}</span>
                    {card.description && <span className={styles.cardDescription}>{card.description}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {!roomLeft && <p className={styles.hint}>{t('gifts.limitReached')}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={cancel}>
          {t('gifts.cancel')}
        </Button>
        <Button onClick={() => confirm(offered)}>{t('gifts.confirm')}</Button>
      </div>
    </Dialog>
  );
}
