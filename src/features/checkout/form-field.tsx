'use client';

import { useT } from 'next-i18next/client';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { CheckoutForm } from './checkout-form-schema';

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

type FormTextFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
};

/** The shop's TextField bound to the checkout form: its value, and its error read out when it appears. */
export function FormTextField({
  name,
  label,
  required,
  type = 'text',
  multiline,
  autoComplete,
  maxLength = 200,
}: FormTextFieldProps) {
  const { register } = useFormContext<CheckoutForm>();
  return (
    <TextField
      label={label}
      required={required}
      error={useFieldError(name)}
      type={type}
      multiline={multiline}
      // A textarea takes a longer text (a comment, a gift message) than a one-line input.
      maxLength={multiline ? 2000 : maxLength}
      autoComplete={autoComplete}
      // react-hook-form's register takes the dotted path of any field of the form.
      {...register(name as 'name')}
    />
  );
}
