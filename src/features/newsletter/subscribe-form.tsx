'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from 'next-i18next/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { subscribeSchema, type SubscribeValues } from './subscribe-schema';
import styles from './subscribe-form.module.css';

/**
 * The footer's newsletter form: the address is trimmed as it is typed and checked on submit.
 * `onSubscribe` is where the newsletter feature sends it; without it a valid address goes nowhere.
 */
export function SubscribeForm({ onSubscribe }: { onSubscribe?: (values: SubscribeValues) => Promise<void> }) {
  const { t } = useT('common');
  const inputId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
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
      onSubmit={handleSubmit(async (values) => {
        await onSubscribe?.(values);
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
