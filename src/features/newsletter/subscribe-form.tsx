'use client';

import { useT } from '@/i18n/use-t';
import { useId, useState, type FormEvent } from 'react';
import { uniqueToastId, useToast } from '@/components/toasts/use-toast';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { CaptchaField } from '@/features/captcha/captcha-field';
import { requestSubscription } from './subscribe-request';
import { subscribeEmailError } from './subscribe-schema';
import styles from './subscribe-form.module.css';

/**
 * The footer's newsletter form: the address is trimmed as it is typed and checked on submit, then
 * sent to /api/newsletter with the captcha's token. The captcha appears (and its script loads) once
 * the shopper starts on the form, not with every page. Alerts (spec §8): "sending" while the request
 * runs, then subscribed, already subscribed, or the error. One field needs no form library: plain state
 * keeps react-hook-form out of every page's first load.
 */
export function SubscribeForm({ lng }: { lng: Language }) {
  const { t } = useT('common');
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [started, setStarted] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  // A Subscribe pressed before the captcha was passed: the address it was for, sent once it is.
  const [waitingFor, setWaitingFor] = useState<string | null>(null);

  async function send(address: string, token: string) {
    const sending = uniqueToastId('newsletter-sending');
    toast.show({ id: sending, text: t('newsletter.sending') });
    const outcome = await requestSubscription(lng, address, token);
    toast.dismiss(sending);
    // A token is good for one check: the next try needs a fresh one.
    setCaptcha(null);
    setCaptchaReset((n) => n + 1);
    const id = uniqueToastId('newsletter');
    if (outcome.ok) {
      toast.show({ id, text: t(`newsletter.${outcome.status}`), variant: 'success' });
      setEmail('');
    } else {
      toast.show({ id, text: outcome.message ?? t('newsletter.errors.failed'), variant: 'error' });
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      onFocus={() => setStarted(true)}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (isSubmitting) return;
        const problem = subscribeEmailError(email);
        setError(problem);
        if (problem) return;
        if (!captcha) {
          setStarted(true);
          setCaptchaMissing(true);
          setWaitingFor(email);
          return;
        }
        setSubmitting(true);
        void send(email, captcha).finally(() => setSubmitting(false));
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        {t('footer.subscribe.label')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="email"
          value={email}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('footer.subscribe.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value.trim());
            setWaitingFor(null);
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
            if (!token) return;
            setCaptchaMissing(false);
            // The shopper already pressed Subscribe for this address: no second press.
            if (waitingFor !== null && waitingFor === email && !isSubmitting) {
              setWaitingFor(null);
              setSubmitting(true);
              void send(email, token).finally(() => setSubmitting(false));
            }
          }}
        />
      )}
    </form>
  );
}
