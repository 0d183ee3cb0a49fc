'use client';

import { useT } from '@/i18n/use-t';
import { useId, useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, FieldError, FieldLabel, inputClassName } from '@/components/ui/field';
import styles from './review-form.module.css';

export type PickableProduct = { id: number; name: string };

/**
 * The review's product: fixed on a product page; on /reviews a search box narrows a list the
 * shopper picks from (a plain select, so every screen reader and keyboard knows how to use it).
 */
export function ProductPicker({
  preset,
  products,
  field,
  error,
}: {
  preset?: PickableProduct;
  products: PickableProduct[];
  field: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useT('reviews');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const matching = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle ? products.filter((p) => p.name.toLocaleLowerCase().includes(needle)) : products;
  }, [products, query]);

  if (preset) {
    return (
      <p className={styles.preset}>
        <span className={styles.presetLabel}>{t('form.product')}:</span> {preset.name}
        <input type="hidden" value={preset.id} {...field} />
      </p>
    );
  }
  return (
    <Field>
      <FieldLabel htmlFor={searchId} label={t('form.productSearch')} />
      <input
        id={searchId}
        type="search"
        className={inputClassName}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      <FieldLabel htmlFor={selectId} label={t('form.product')} required />
      <select
        id={selectId}
        className={inputClassName}
        defaultValue=""
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
      >
        <option value="" disabled>
          {matching.length ? t('form.productChoose') : t('form.productNone')}
        </option>
        {matching.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </Field>
  );
}
