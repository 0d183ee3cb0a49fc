'use client';

import { useT } from '@/i18n/use-t';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import type { Language } from '@/config/shop';
import { trackingFormSchema, type TrackingFormValues } from '@/domain/tracking/lookup-schema';
import styles from './tracking.module.css';
import { buttonClassName } from '@/components/ui/button';

type FieldErrors = Partial<Record<keyof TrackingFormValues, string>>;

/**
 * Asks for the order number and the phone it was placed with; on a match the server answers the
 * tracking link with the order's key and the page goes there. A miss says only that nothing matched.
 */
export function TrackingForm({ lng, number = '' }: { lng: Language; number?: string }) {
  const { t } = useT('tracking');
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<TrackingFormValues>({ number, phone: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = trackingFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TrackingFormValues;
        found[field] ??= t(issue.message);
      }
      setErrors(found);
      const first = parsed.error.issues[0]?.path[0];
      document.getElementById(`${id}-${String(first)}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch('/api/tracking', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale: lng, ...parsed.data }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        href?: string;
        error?: { message?: string };
      };
      if (response.ok && answer.href) {
        router.push(answer.href);
        return;
      }
      setFailure(
        response.status < 500 && answer.error?.message ? answer.error.message : t('errors.unavailable'),
      );
    } catch (error) {
      console.error('POST /api/tracking failed', error);
      setFailure(t('errors.unavailable'));
    }
    setBusy(false);
  }

  const field = (name: keyof TrackingFormValues, label: string, props: Record<string, string>) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <input
          id={inputId}
          name={name}
          className={styles.input}
          value={values[name]}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          aria-required
          maxLength={25}
          {...props}
        />
        {error && (
          <p id={`${inputId}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className={styles.muted}>
        {t('form.intro')}
      </p>
      {field('number', t('form.number'), { inputMode: 'numeric', autoComplete: 'off' })}
      {field('phone', t('form.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <button
        type="submit"
        className={buttonClassName({ className: styles.submit })}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
