'use client';

import { useT } from '@/i18n/use-t';
import { useFormContext } from 'react-hook-form';
import type { CheckoutForm } from './checkout-form-schema';
import { FormTextField } from './form-field';
import { PhoneField } from '@/components/phone-field/phone-field';
import styles from './checkout.module.css';

/** Name, surname, phone, e-mail; "order as a gift" reveals the recipient's fields (spec §3). */
export function ContactFields() {
  const { t } = useT('checkout');
  const { register, watch } = useFormContext<CheckoutForm>();
  const asGift = watch('asGift');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('page.contact.legend')}</legend>
      <div className={styles.grid}>
        <FormTextField name="name" label={t('page.contact.name')} required autoComplete="given-name" />
        <FormTextField name="surname" label={t('page.contact.surname')} required autoComplete="family-name" />
        <PhoneField name="phone" label={t('page.contact.phone')} />
        <FormTextField
          name="email"
          type="email"
          label={t('page.contact.email')}
          required
          autoComplete="email"
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('asGift')} />
        {t('page.contact.asGift')}
      </label>
      {asGift && (
        <fieldset className={styles.subsection}>
          <legend className={styles.legend}>{t('page.contact.recipientLegend')}</legend>
          <div className={styles.grid}>
            <FormTextField name="recipient.name" label={t('page.contact.recipientName')} required />
            <FormTextField name="recipient.surname" label={t('page.contact.recipientSurname')} required />
            <PhoneField name="recipient.phone" label={t('page.contact.recipientPhone')} />
            <FormTextField name="recipient.from" label={t('page.contact.from')} maxLength={100} />
          </div>
          <FormTextField name="recipient.message" label={t('page.contact.giftMessage')} multiline />
        </fieldset>
      )}
      <FormTextField name="comment" label={t('page.contact.comment')} multiline />
    </fieldset>
  );
}
