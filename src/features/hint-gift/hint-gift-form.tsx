'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@/i18n/use-t';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { uniqueToastId, useToast } from '@/components/toasts/use-toast';
import type { Language } from '@/config/shop';
import { hintGiftFormSchema, type HintGiftFormValues } from '@/domain/hint-gift/hint-gift-schema';
import { CaptchaField } from '@/features/captcha/captcha-field';
import styles from './hint-gift.module.css';

type Refusal = { error?: { code?: string; message?: string; field?: string } } | null;

/**
 * The hint popup's form: loaded when the popup first opens (hint-gift-button.tsx). The captcha and
 * the no-links rule are the route's too; a refusal marks the field it names and keeps what was typed.
 */
export function HintGiftForm({
  productSlug,
  lng,
  onSent,
}: {
  productSlug: string;
  lng: Language;
  onSent: () => void;
}) {
  const { t } = useT('product');
  const { t: common } = useT('common');
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HintGiftFormValues>({
    resolver: zodResolver(hintGiftFormSchema),
    defaultValues: { email: '', name: '', message: '' },
  });

  const send = handleSubmit(async ({ email, name, message }) => {
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
      const response = await fetch('/api/hint-gift', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          name: name || undefined,
          message: message || undefined,
          productSlug,
          locale: lng,
          captcha: token,
        }),
      });
      if (!response.ok) {
        // These answers' texts are already in the page's language; anything else is our fault.
        const { error } = ((await response.json().catch(() => null)) as Refusal) ?? {};
        const message = error?.message;
        if (message && (error.field === 'name' || error.field === 'message')) {
          return setError(error.field, { type: 'server', message });
        }
        if (message && error.field === 'captcha') return setCaptchaError(message);
        setFailure((response.status === 429 && message) || t('hintGift.errors.failed'));
        return;
      }
      toast.show({ text: t('hintGift.sent'), variant: 'success', id: uniqueToastId('hint-gift') });
      onSent();
    } catch (error) {
      console.error('Hint a gift failed', error);
      setFailure(t('hintGift.errors.failed'));
    }
  });

  // The form's own messages are keys; the route's are already words (server errors).
  const error = (name: keyof HintGiftFormValues) => {
    const fieldError = errors[name];
    return fieldError?.type === 'server' ? fieldError.message : fieldError?.message && t(fieldError.message);
  };

  return (
    <form className={styles.form} noValidate onSubmit={send}>
      <p>{t('hintGift.intro')}</p>
      <TextField
        {...register('email')}
        label={t('hintGift.email')}
        type="email"
        autoComplete="off"
        aria-required
        error={error('email')}
      />
      <TextField
        {...register('name')}
        label={t('hintGift.name')}
        autoComplete="given-name"
        error={error('name')}
      />
      <TextField
        {...register('message')}
        label={t('hintGift.message')}
        multiline
        rows={4}
        maxLength={500}
        hint={t('hintGift.messageHint')}
        error={error('message')}
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
        {t('hintGift.submit')}
      </Button>
    </form>
  );
}
