'use client';

import { useT } from 'next-i18next/client';
import { useId, type ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import type { CheckoutForm } from './checkout-form-schema';
import styles from './checkout.module.css';

/** The shopper-facing text of a field's error code (`required`, `phone`, `email` or a server message). */
export function useFieldError(name: string): string | undefined {
  const { t } = useT('checkout');
  const {
    formState: { errors },
  } = useFormContext<CheckoutForm>();
  const error = get(errors, name) as FieldError | undefined;
  if (!error?.message) return undefined;
  // A server refusal carries its text already translated; a client check carries a code.
  return error.type === 'server' ? error.message : t(`errors.${error.message}`);
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}

export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && (
        <span aria-hidden="true" className={styles.asterisk}>
          {' '}
          *
        </span>
      )}
    </label>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  children?: ReactNode;
};

/** A labelled text input bound to the checkout form, with its error read out when it appears. */
export function TextField({
  name,
  label,
  required,
  type = 'text',
  multiline,
  autoComplete,
  maxLength = 200,
}: TextFieldProps) {
  const { register } = useFormContext<CheckoutForm>();
  const id = useId();
  const errorId = `${id}-error`;
  const message = useFieldError(name);
  const common = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    'aria-required': required || undefined,
    autoComplete,
    className: styles.input,
    // react-hook-form's register takes the dotted path of any field of the form.
    ...register(name as 'name'),
  };
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea rows={3} maxLength={2000} {...common} />
      ) : (
        <input type={type} maxLength={maxLength} {...common} />
      )}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
