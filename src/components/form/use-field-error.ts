'use client';

import { useT } from '@/i18n/use-t';
import { get, useFormContext, type FieldError } from 'react-hook-form';

/**
 * The shopper-facing text of a form field's error code (`required`, `phone`, `email` or a server
 * message). The codes' texts are the checkout's (`errors.*` in checkout.json), which every form with
 * a phone field loads: the checkout and the callback popup.
 */
export function useFieldError(name: string): string | undefined {
  const { t } = useT('checkout');
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as FieldError | undefined;
  if (!error?.message) return undefined;
  // A server refusal carries its text already translated; a client check carries a code.
  return error.type === 'server' ? error.message : t(`errors.${error.message}`);
}
