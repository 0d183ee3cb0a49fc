'use client';

import { useT } from '@/i18n/use-t';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { PaymentForm } from '@/domain/checkout/order-answer';
import styles from './checkout.module.css';

/**
 * WayForPay's Purchase is a form POST of the signed fields to its pay page; the browser submits it at
 * once. The button stays for a browser that blocks the automatic submit.
 */
export function WayforpayRedirect({ payment }: { payment: PaymentForm }) {
  const { t } = useT('checkout');
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.submit();
  }, []);
  return (
    <form
      ref={formRef}
      method="post"
      action={payment.action}
      acceptCharset="utf-8"
      className={styles.redirect}
    >
      {payment.fields.map(([name, value], i) => (
        // WayForPay repeats names (productName[] etc.): the index keeps keys unique.
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <p role="status">{t('page.redirecting')}</p>
      <Button type="submit">{t('page.payNow')}</Button>
    </form>
  );
}
