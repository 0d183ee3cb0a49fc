'use client';

import { useT } from '@/i18n/use-t';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './review-form.module.css';

/**
 * The rating as five radio buttons drawn as stars: arrow keys move between them as in any radio
 * group, each is read out as "N stars", and the stars up to the chosen (or hovered) one light up.
 */
export function StarRatingInput({
  field,
  value,
  error,
  errorId,
}: {
  field: UseFormRegisterReturn;
  value: number;
  error?: string;
  errorId: string;
}) {
  const { t } = useT('reviews');
  return (
    <fieldset
      className={styles.stars}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {t('form.rating')}{' '}
        <span aria-hidden="true" className={styles.asterisk}>
          *
        </span>
      </legend>
      <div className={styles.starRow}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={styles.star} data-on={star <= value ? '' : undefined}>
            <input type="radio" value={star} {...field} className={styles.starInput} required />
            <span aria-hidden="true">★</span>
            <span className={styles.visuallyHidden}>{t('form.star', { count: star })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
