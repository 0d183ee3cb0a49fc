'use client';

import { useAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import Link from '@/components/ui/shop-link';
import { useId } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { cartAtom } from '@/features/cart/cart-atoms';
import { incompleteSets, isIncompleteSet, lineKey } from '@/domain/cart/cart-rules';
import { localizedPath } from '@/i18n/languages';
import { SET_PAGE_PATH } from '@/domain/discovery-set/set-config';
import styles from './set-builder.module.css';

/**
 * checkSet (spec §4): the order holds a set without all its aromas. The shopper either goes to finish
 * it (the set page replaces the unfinished line when the set is added) or drops it and carries on.
 */
export function CheckSetPrompt({
  open,
  onClose,
  onContinue,
  lng,
}: {
  open: boolean;
  onClose: () => void;
  /** After the unfinished sets are removed: proceed with the order. */
  onContinue: () => void;
  lng: Language;
}) {
  const { t } = useT('cart');
  const [cart, setCart] = useAtom(cartAtom);
  const textId = useId();
  const unfinished = incompleteSets(cart);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('checkSet.title')}
      closeLabel={t('checkSet.close')}
      describedBy={textId}
    >
      <p id={textId}>{t('checkSet.text')}</p>
      <ul className={styles.unfinished}>
        {unfinished.map((line) => (
          <li key={lineKey(line)}>
            {t('checkSet.line', {
              title: line.title,
              chosen: line.set?.aromas.length ?? 0,
              size: line.set?.size ?? '',
            })}
            {line.set && (
              <>
                {' '}
                <Link href={localizedPath(lng, SET_PAGE_PATH[line.set.size])} onClick={onClose}>
                  {t('checkSet.finish')}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.promptActions}>
        <Button
          onClick={() => {
            setCart((current) => current.filter((line) => !isIncompleteSet(line)));
            onContinue();
          }}
        >
          {t('checkSet.removeAndContinue')}
        </Button>
      </div>
    </Dialog>
  );
}
