'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, Field, FieldError, FieldHint, FieldLabel, inputClassName } from './field';

type Own = {
  label: string;
  /** The error's text; while set the control is aria-invalid and described by it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** A textarea (of `rows` lines, 3 unless told) instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  className?: string;
};

export type TextFieldProps = Own & Omit<ComponentProps<'input'>, keyof Own>;

/**
 * A labelled text input (or textarea) with an optional hint and error. The error is announced when
 * it appears and, with the hint, describes the control; the rest of the props go to the control.
 */
export function TextField({
  label,
  error,
  hint,
  required,
  multiline,
  rows = 3,
  className,
  id,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const control = {
    id: controlId,
    className: inputClassName,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId, hint !== undefined && hintId),
    ...(required && { 'aria-required': true }),
  } as const;
  return (
    <Field className={className}>
      <FieldLabel htmlFor={controlId} label={label} required={required} />
      {multiline ? (
        // The props common to both controls (name, value, handlers, maxLength) suit a textarea too.
        <textarea rows={rows} {...(rest as ComponentProps<'textarea'>)} {...control} />
      ) : (
        <input type="text" {...rest} {...control} />
      )}
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </Field>
  );
}
