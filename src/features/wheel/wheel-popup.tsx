'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@/i18n/use-t';
import Link from '@/components/ui/shop-link';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/dialog/dialog';
import { useToast } from '@/components/toasts/use-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { CaptchaField } from '@/features/captcha/captcha-field';
import type { Language } from '@/config/shop';
import { wheelFormSchema, type SpinAnswer, type WheelFormValues } from '@/domain/wheel/spin-schema';
import { INTL_LOCALE, localizedPath } from '@/i18n/languages';
import { WheelDisc } from './wheel-disc';
import { loadWheelFace, requestSpin, type WheelFace } from './wheel-requests';
import { stopRotation } from './wheel-rules';
import styles from './wheel.module.css';

type Stage =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'ready' }
  | { kind: 'spinning'; answer: SpinAnswer; email: string }
  | { kind: 'done'; answer: SpinAnswer; email: string };

function formatDay(lng: Language, day: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lng], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * The wheel popup (spec §2 `wheel`): e-mail, the required personal-data consent, then the spin. The
 * server draws the prize; the wheel turns to stop on it, and the result is announced in a live
 * region. A code comes with a copy button ("promo code copied"), and the server e-mails it.
 */
export function WheelPopup({
  lng,
  wheelId,
  onClose,
}: {
  lng: Language;
  wheelId: number;
  onClose: () => void;
}) {
  const { t } = useT('wheel');
  const { t: common } = useT('common');
  const toast = useToast();
  const [face, setFace] = useState<WheelFace | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [rotation, setRotation] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const consentId = useId();
  const consentErrorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<WheelFormValues>({
    resolver: zodResolver(wheelFormSchema),
    mode: 'onSubmit',
    defaultValues: { email: '', consent: false },
  });

  useEffect(() => {
    let live = true;
    void loadWheelFace(lng, wheelId).then((loaded) => {
      if (!live) return;
      setFace(loaded);
      setStage(loaded ? { kind: 'ready' } : { kind: 'unavailable' });
    });
    return () => {
      live = false;
    };
  }, [lng, wheelId]);

  const spin = handleSubmit(async ({ email, consent }) => {
    setRefusal(null);
    if (!captcha) {
      setCaptchaMissing(true);
      return;
    }
    const outcome = await requestSpin({ locale: lng, wheelId, email, consent, captcha });
    // A token is good for one check: the next spin needs a fresh one.
    setCaptcha(null);
    setCaptchaReset((n) => n + 1);
    if (!outcome.ok) {
      setRefusal(outcome.message ?? t('errors.failed'));
      return;
    }
    setStage({ kind: 'spinning', answer: outcome.answer, email });
    setRotation((current) => stopRotation(current, outcome.answer.segment, face?.prizes.length ?? 1));
  });

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast.show({ text: t('result.copied'), variant: 'success' });
    } catch (error) {
      console.error('copying the promo code failed', error);
    }
  }

  const done = stage.kind === 'done' ? stage : null;
  const announcement = done
    ? [
        t('disc.drawn', { prize: done.answer.prize.label }),
        done.answer.code ? `${t('result.code')}: ${done.answer.code}` : t('result.none'),
      ].join('. ')
    : '';

  return (
    <Dialog
      open
      onClose={onClose}
      title={face?.title || t('launcher.open')}
      closeLabel={t('popup.close')}
      size="large"
    >
      {stage.kind === 'loading' && <p role="status">{t('popup.loading')}</p>}
      {stage.kind === 'unavailable' && <p role="alert">{t('popup.unavailable')}</p>}
      {face && stage.kind !== 'loading' && stage.kind !== 'unavailable' && (
        <div className={styles.layout}>
          <WheelDisc
            face={face}
            rotation={rotation}
            onStopped={() => setStage((s) => (s.kind === 'spinning' ? { ...s, kind: 'done' } : s))}
          />
          <div className={styles.side}>
            <p className="visually-hidden" role="status" aria-live="polite">
              {announcement}
            </p>
            {done ? (
              <div className={styles.result}>
                {done.answer.code ? (
                  <>
                    <p className={styles.prize}>{t('result.won', { prize: done.answer.prize.label })}</p>
                    <p className={styles.codeLabel}>{t('result.code')}</p>
                    <div className={styles.codeRow}>
                      <output className={styles.code} data-testid="wheel-code">
                        {done.answer.code}
                      </output>
                      <Button variant="primary" onClick={() => copy(done.answer.code!)}>
                        {t('result.copy')}
                      </Button>
                    </div>
                    {done.answer.expires && (
                      <p className={styles.note}>
                        {t('result.expires', {
                          date: formatDay(lng, done.answer.expires),
                          email: done.email,
                        })}
                      </p>
                    )}
                    <p className={styles.note}>{t('result.mailed')}</p>
                  </>
                ) : (
                  <>
                    <p className={styles.prize}>{t('result.none')}</p>
                    <Button variant="secondary" onClick={() => setStage({ kind: 'ready' })}>
                      {t('result.again')}
                    </Button>
                  </>
                )}
              </div>
            ) : (
              <form className={styles.form} noValidate onSubmit={spin}>
                <p className={styles.intro}>{t('popup.intro')}</p>
                <TextField
                  label={t('form.email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  error={errors.email?.message && t(errors.email.message)}
                  readOnly={stage.kind === 'spinning'}
                  {...register('email')}
                />
                <div className={styles.consent}>
                  <input
                    id={consentId}
                    type="checkbox"
                    aria-required="true"
                    aria-invalid={errors.consent ? true : undefined}
                    aria-describedby={errors.consent ? consentErrorId : undefined}
                    {...register('consent')}
                  />
                  <label htmlFor={consentId}>{t('form.consent')}</label>
                </div>
                <Link
                  className={styles.privacy}
                  href={localizedPath(lng, '/info#privacy-policy')}
                  target="_blank"
                >
                  {t('form.privacy')}
                </Link>
                {errors.consent?.message && (
                  <p id={consentErrorId} role="alert" className={styles.error}>
                    {t(errors.consent.message)}
                  </p>
                )}
                <CaptchaField
                  resetKey={captchaReset}
                  error={captchaMissing ? common('captcha.required') : undefined}
                  onToken={(token) => {
                    setCaptcha(token);
                    if (token) setCaptchaMissing(false);
                  }}
                />
                {refusal && (
                  <p role="alert" className={styles.error}>
                    {refusal}
                  </p>
                )}
                <Button
                  type="submit"
                  variant="primary"
                  block
                  disabled={isSubmitting || stage.kind === 'spinning'}
                >
                  {stage.kind === 'spinning' ? t('form.spinning') : t('form.spin')}
                </Button>
              </form>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
