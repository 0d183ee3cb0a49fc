'use client';

import { useT } from 'next-i18next/client';
import { useId } from 'react';
import { Field, FieldError, FieldLabel, inputClassName } from '@/components/ui/field';
import { useFieldError } from './form-field';
import type { NpList, NpOption } from './np-directory';
import styles from './checkout.module.css';

/**
 * A native select of Nova Poshta choices: keyboard-usable as it is, with a "none" choice that clears
 * the field (spec §4). The current choice stays listed even when a new search no longer finds it.
 */
export function NpSelect({
  label,
  errorName,
  list,
  value,
  onChoose,
  optionLabel = (option) => option.name,
}: {
  label: string;
  /** The form field whose error this select shows. */
  errorName: string;
  list: NpList;
  value: { ref: string; name: string };
  onChoose: (option: NpOption | null) => void;
  optionLabel?: (option: NpOption) => string;
}) {
  const { t } = useT('checkout');
  const id = useId();
  const errorId = `${id}-error`;
  const message = useFieldError(errorName);
  const options =
    value.ref && !list.options.some((o) => o.ref === value.ref)
      ? [{ ref: value.ref, name: value.name }, ...list.options]
      : list.options;
  return (
    <Field>
      <FieldLabel htmlFor={id} label={label} required />
      <select
        id={id}
        className={inputClassName}
        value={value.ref}
        aria-required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        aria-busy={list.status === 'loading' || undefined}
        onChange={(event) => onChoose(options.find((o) => o.ref === event.target.value) ?? null)}
      >
        <option value="">{t('page.delivery.none')}</option>
        {options.map((option) => (
          <option key={option.ref} value={option.ref}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {list.status === 'error' && (
        <p role="alert" className={styles.error}>
          {t('page.delivery.loadError')}
        </p>
      )}
      <FieldError id={errorId} message={message} />
    </Field>
  );
}

/** The search box in front of a select; what it finds is announced politely. */
export function NpSearch({
  label,
  value,
  onChange,
  list,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  list: NpList;
}) {
  const { t } = useT('checkout');
  const id = useId();
  const statusText =
    list.status === 'loading'
      ? t('page.delivery.searching')
      : list.status === 'ready'
        ? t('page.delivery.found', { count: list.options.length })
        : value.trim().length < 2
          ? t('page.delivery.typeToSearch')
          : '';
  return (
    <Field>
      <FieldLabel htmlFor={id} label={label} />
      <input
        id={id}
        type="search"
        className={inputClassName}
        value={value}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={styles.hint} aria-live="polite">
        {statusText}
      </p>
    </Field>
  );
}
