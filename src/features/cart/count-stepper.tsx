'use client';

import { useT } from '@/i18n/use-t';
import styles from './basket-popup.module.css';

/** − count + for one basket line; the count never goes below 1 here (removal has its own button). */
export function CountStepper({
  title,
  count,
  onChange,
}: {
  title: string;
  count: number;
  onChange: (count: number) => void;
}) {
  const { t } = useT('cart');
  return (
    <div className={styles.stepper} role="group" aria-label={t('basket.quantity', { title })}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('basket.decrease', { title })}
        disabled={count <= 1}
        onClick={() => onChange(count - 1)}
      >
        −
      </button>
      <span className={styles.count} aria-live="polite" aria-atomic="true">
        {count}
      </span>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('basket.increase', { title })}
        onClick={() => onChange(count + 1)}
      >
        +
      </button>
    </div>
  );
}
