'use client';

import { useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { ShopImage } from '@/components/ui/shop-image';
import Link from '@/components/ui/shop-link';
import type { Language } from '@/config/shop';
import { trackRemoveFromCart } from '@/features/analytics/cart-events';
import { formatPrice } from '@/domain/money';
import { SET_PAGE_PATH } from '@/domain/discovery-set/set-config';
import { localizedPath } from '@/i18n/languages';
import { removeFromCartAtom, setCountAtom } from './cart-atoms';
import type { CartItem } from '@/domain/cart/cart-item';
import { isIncompleteSet, lineTotal } from '@/domain/cart/cart-rules';
import { CountStepper } from './count-stepper';
import styles from './basket-popup.module.css';

const THUMB_PX = 80;

export function BasketLine({
  line,
  lng,
  onRemoved,
}: {
  line: CartItem;
  lng: Language;
  onRemoved: () => void;
}) {
  const { t } = useT('cart');
  const setCount = useSetAtom(setCountAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const unfinishedSet = isIncompleteSet(line) && line.set;

  return (
    <li className={styles.line}>
      <div className={styles.thumb}>
        {line.image && (
          <ShopImage src={line.image} alt="" width={THUMB_PX} height={THUMB_PX} sizes={`${THUMB_PX}px`} />
        )}
      </div>
      <div className={styles.details}>
        <p className={styles.lineTitle}>{line.title}</p>
        {line.volume && <p className={styles.meta}>{t('basket.volume', { volume: line.volume })}</p>}
        {line.set && line.set.aromas.length > 0 && (
          <div className={styles.meta}>
            <p className={styles.aromasLabel}>{t('basket.setAromas')}</p>
            <ul className={styles.aromas}>
              {line.set.aromas.map((aroma) => (
                <li key={aroma.id}>{aroma.title}</li>
              ))}
            </ul>
          </div>
        )}
        {unfinishedSet && (
          <Link className={styles.finishSet} href={localizedPath(lng, SET_PAGE_PATH[unfinishedSet.size])}>
            {t('checkSet.finish')}
          </Link>
        )}
        <div className={styles.lineActions}>
          <CountStepper
            title={line.title}
            count={line.count}
            onChange={(count) => {
              trackRemoveFromCart(line, count);
              setCount({ line, count });
            }}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('basket.remove', { title: line.title })}
            onClick={() => {
              trackRemoveFromCart(line);
              remove(line);
              onRemoved();
            }}
          >
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 18 18"
              fill="none"
              stroke="currentColor"
            >
              <path d="M3 5h12M7 5V3h4v2M5 5l1 10h6l1-10" strokeWidth="1.3" />
            </svg>
          </button>
        </div>
      </div>
      <p className={styles.linePrice}>{formatPrice(lineTotal(line), lng)}</p>
    </li>
  );
}
