'use client';

import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form/use-field-error';
import { TextField } from '@/components/ui/text-field';
import type { CheckoutForm } from './checkout-form-schema';

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
