'use client';

import { useT } from 'next-i18next/client';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import type { CheckoutForm } from './checkout-form-schema';
import { FieldError, FieldLabel, useFieldError } from './form-field';
import styles from './checkout.module.css';

/** Spec §9: the phone input takes at most 25 characters. */
const PHONE_MAX_LENGTH = 25;

/**
 * A phone number with react-international-phone: Ukraine preselected (spec: default country not
 * shown; the shop sells in Ukraine). The dial code alone counts as empty, so it reads "required".
 */
export function PhoneField({ name, label }: { name: 'phone' | 'recipient.phone'; label: string }) {
  const { t } = useT('checkout');
  const { control } = useFormContext<CheckoutForm>();
  const id = useId();
  const errorId = `${id}-error`;
  const message = useFieldError(name);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required />
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PhoneInput
            defaultCountry="ua"
            value={field.value}
            onChange={(phone, { country }) => field.onChange(phone === `+${country.dialCode}` ? '' : phone)}
            onBlur={field.onBlur}
            placeholder={t('page.contact.phonePlaceholder')}
            className={styles.phone}
            inputProps={{
              id,
              name: field.name,
              'aria-label': label,
              'aria-required': true,
              'aria-invalid': message ? true : undefined,
              'aria-describedby': message ? errorId : undefined,
              maxLength: PHONE_MAX_LENGTH,
              autoComplete: name === 'phone' ? 'tel' : 'off',
            }}
          />
        )}
      />
      <FieldError id={errorId} message={message} />
    </div>
  );
}
