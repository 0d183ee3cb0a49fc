'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@/i18n/use-t';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { Language } from '@/config/shop';
import { CALLBACK_NAME_MAX, callbackFormSchema, type CallbackForm } from '@/domain/callback/callback-schema';
import { CaptchaField } from '@/features/captcha/captcha-field';
import { PhoneField } from '@/components/phone-field/phone-field';
import { callbackAnswerSchema, type CallbackAnswer } from '@/domain/callback/callback-answer';
import { readApiError } from '@/domain/outcome/read-api-error';
import type { CallbackLines } from './callback-lines';
import styles from './callback.module.css';

type Props = {
  lng: Language;
  lines: CallbackLines;
  /** What is being ordered, in words (a product and its volume, the basket's count). */
  summary?: string;
  /** What was typed before the popup was last closed, and where to keep what is typed now. */
  draft: CallbackForm;
  onDraft: (draft: CallbackForm) => void;
  onDone: (answer: CallbackAnswer) => void;
};

/**
 * The callback popup's form: the checkout's phone field (country list, per-country check), an
 * optional name and the captcha. A refusal or a failure leaves everything typed in place.
 */
export function CallbackFormView({ lng, lines, summary, draft, onDraft, onDone }: Props) {
  const { t } = useT('callback');
  const { t: common } = useT('common');
  const [failure, setFailure] = useState<string>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useForm<CallbackForm>({
    resolver: zodResolver(callbackFormSchema),
    defaultValues: draft,
  });
  const {
    register,
    handleSubmit,
    setError,
    subscribe,
    formState: { isSubmitting },
  } = form;
  // A popup closed by mistake (Escape, the backdrop) opens again with the number still there.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onDraft({ phone: values.phone, name: values.name }),
      }),
    [subscribe, onDraft],
  );

  const send = handleSubmit(async ({ phone, name }) => {
    setFailure(undefined);
    if (!captcha) {
      setCaptchaError(common('captcha.required'));
      return;
    }
    // Tokens are single-use: whatever the answer, the next attempt needs a new one.
    const token = captcha;
    setCaptcha(null);
    setCaptchaReset((n) => n + 1);
    try {
      const response = await fetch('/api/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: lng, phone, ...(name.trim() && { name }), ...lines, captcha: token }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 201) {
        const answer = callbackAnswerSchema.safeParse(body);
        if (answer.success) return onDone(answer.data);
        throw new Error('POST /api/callback answered 201 in an unknown shape');
      }
      const error = readApiError(body);
      if (error?.field === 'phone') return setError('phone', { type: 'server', message: error.message });
      if (error?.field === 'captcha') return setCaptchaError(error.message);
      // bad_request's text is for developers; the other codes carry the shopper's own words.
      setFailure(error && error.code !== 'bad_request' ? error.message : t('errors.failed'));
    } catch (error) {
      console.error('POST /api/callback failed', error);
      setFailure(t('errors.failed'));
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={send}>
        <p>{t('intro')}</p>
        {summary && <p className={styles.summary}>{summary}</p>}
        <PhoneField name="phone" label={t('phone')} />
        <TextField
          {...register('name')}
          label={t('name')}
          autoComplete="given-name"
          maxLength={CALLBACK_NAME_MAX}
        />
        <CaptchaField
          resetKey={captchaReset}
          error={captchaError}
          onToken={(token) => {
            setCaptcha(token);
            if (token) setCaptchaError(undefined);
          }}
        />
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
