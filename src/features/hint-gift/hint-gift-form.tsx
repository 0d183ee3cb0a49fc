'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from 'next-i18next/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { uniqueToastId, useToast } from '@/components/toasts/use-toast';
import type { Language } from '@/config/shop';
import { hintGiftFormSchema, type HintGiftFormValues } from '@/domain/hint-gift/hint-gift-schema';
import styles from './hint-gift.module.css';

/** The hint popup's form: loaded when the popup first opens (hint-gift-button.tsx). */
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
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<HintGiftFormValues>({
    resolver: zodResolver(hintGiftFormSchema),
    defaultValues: { email: '', name: '', message: '' },
  });

  const send = handleSubmit(async ({ email, name, message }) => {
    setFailure(undefined);
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
        }),
      });
      if (!response.ok) {
        // The route's 429 text is already in the page's language; anything else is our fault.
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        const rateLimited = response.status === 429 && body?.error?.message;
        setFailure(rateLimited || t('hintGift.errors.failed'));
        return;
      }
      toast.show({ text: t('hintGift.sent'), variant: 'success', id: uniqueToastId('hint-gift') });
      onSent();
    } catch (error) {
      console.error('Hint a gift failed', error);
      setFailure(t('hintGift.errors.failed'));
    }
  });

  const error = (name: keyof HintGiftFormValues) => {
    const code = errors[name]?.message;
    return code && t(code);
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
