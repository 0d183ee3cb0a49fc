'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from 'next-i18next/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { uniqueToastId, useToast } from '@/components/toasts/use-toast';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { requestSubscription } from './subscribe-request';
import { subscribeSchema, type SubscribeValues } from './subscribe-schema';
import styles from './subscribe-form.module.css';

/**
 * The footer's newsletter form: the address is trimmed as it is typed and checked on submit, then
 * sent to /api/newsletter. Alerts (spec §8): "sending" while the request runs, then subscribed,
 * already subscribed, or the error.
 */
export function SubscribeForm({ lng }: { lng: Language }) {
  const { t } = useT('common');
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeValues>({
    resolver: zodResolver(subscribeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const field = register('email');
  const error = errors.email?.message;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async ({ email }: SubscribeValues) => {
        const sending = uniqueToastId('newsletter-sending');
        toast.show({ id: sending, text: t('newsletter.sending') });
        const outcome = await requestSubscription(lng, email);
        toast.dismiss(sending);
        const id = uniqueToastId('newsletter');
        if (outcome.ok) {
          toast.show({ id, text: t(`newsletter.${outcome.status}`), variant: 'success' });
          reset();
        } else {
          toast.show({ id, text: outcome.message ?? t('newsletter.errors.failed'), variant: 'error' });
        }
      })}
    >
      <label htmlFor={inputId} className={styles.label}>
        {t('footer.subscribe.label')}
      </label>
      <div className={styles.row}>
        <input
          {...field}
          id={inputId}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('footer.subscribe.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            event.target.value = event.target.value.trim();
            return field.onChange(event);
          }}
        />
        <Button type="submit" variant="gold" className={styles.submit} disabled={isSubmitting}>
          {t('footer.subscribe.submit')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {t(error)}
        </p>
      )}
    </form>
  );
}
