'use client';

import { useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useFormContext, useWatch } from 'react-hook-form';
import { CaptchaField } from '@/features/captcha/captcha-field';
import type { CaptchaFieldProps } from '@/features/captcha/use-captcha';
import type { CheckoutForm } from './checkout-form-schema';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/checkout/order-schema';
import { contentPopupAtom } from '@/features/content/content-popup-atoms';
import styles from './checkout.module.css';

/**
 * Online card (WayForPay, +2%), bank transfer by requisites or card transfer; the subscribe box and
 * the captcha (spec §3: the payment step carries the captcha flag).
 */
export function PaymentFields({
  onChoose,
  captcha,
}: {
  onChoose: (method: PaymentMethod) => void;
  captcha: CaptchaFieldProps;
}) {
  const { t } = useT('checkout');
  const { register, control } = useFormContext<CheckoutForm>();
  const payment = useWatch({ control, name: 'payment' });
  const openPopup = useSetAtom(contentPopupAtom);
  // One registration for the group: react-hook-form keeps one set of options per field name.
  // Choosing requisites offers the `props` popup from the note below rather than opening it: a
  // dialog that opens as the shopper arrows through the options would trap them mid-choice.
  const paymentField = register('payment', {
    onChange: (event: { target: { value: string } }) => onChoose(event.target.value as PaymentMethod),
  });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('page.payment.legend')}</legend>
      <div role="radiogroup" aria-label={t('page.payment.method')} className={styles.tags}>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className={styles.tag}>
            <input type="radio" value={method} {...paymentField} />
            {t(`payment.${method}`)}
            {method === 'wayforpay' && <span className={styles.hint}> {t('page.payment.feeNote')}</span>}
          </label>
        ))}
      </div>
      {payment === 'requisites' && (
        <p className={styles.hint}>
          {t('page.payment.requisitesNote')}{' '}
          <button
            type="button"
            className={styles.inlineLink}
            aria-haspopup="dialog"
            onClick={() => openPopup('props')}
          >
            {t('page.payment.showRequisites')}
          </button>
        </p>
      )}
      {payment === 'card' && <p className={styles.hint}>{t('page.payment.cardNote')}</p>}
      <label className={styles.check}>
        <input type="checkbox" {...register('subscribe')} />
        {t('page.payment.subscribe')}
      </label>
      <CaptchaField {...captcha} />
    </fieldset>
  );
}
