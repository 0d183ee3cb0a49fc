'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from 'next-i18next/client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { uniqueToastId, useToast } from '@/components/toasts/use-toast';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { CaptchaField } from '@/features/captcha/captcha-field';
import { requestSubscription } from './subscribe-request';
import { subscribeSchema, type SubscribeValues } from './subscribe-schema';
import styles from './subscribe-form.module.css';

/**
 * The footer's newsletter form: the address is trimmed as it is typed and checked on submit, then
 * sent to /api/newsletter with the captcha's token. The captcha appears (and its script loads) once
 * the shopper starts on the form, not with every page. Alerts (spec §8): "sending" while the request
 * runs, then subscribed, already subscribed, or the error.
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
  const [started, setStarted] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);

  return (
    <form
      className={styles.form}
      noValidate
      onFocus={() => setStarted(true)}
      onSubmit={handleSubmit(async ({ email }: SubscribeValues) => {
        if (!captcha) {
          setStarted(true);
          setCaptchaMissing(true);
          return;
        }
        const sending = uniqueToastId('newsletter-sending');
        toast.show({ id: sending, text: t('newsletter.sending') });
        const outcome = await requestSubscription(lng, email, captcha);
        toast.dismiss(sending);
        // A token is good for one check: the next try needs a fresh one.
        setCaptcha(null);
        setCaptchaReset((n) => n + 1);
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
      {started && (
        <CaptchaField
          resetKey={captchaReset}
          error={captchaMissing ? t('captcha.required') : undefined}
          onToken={(token) => {
            setCaptcha(token);
            if (token) setCaptchaMissing(false);
          }}
        />
      )}
    </form>
  );
}
