'use client';

import { useT } from '@/i18n/use-t';
import { useEffect, useRef, useState } from 'react';
import { loadCaptchaScript } from './captcha-script';
import { useCaptchaSettings } from './captcha-settings';
import styles from './captcha-field.module.css';

type Props = {
  /** The token once the shopper passes, null when it expires or the widget fails. */
  onToken: (token: string | null) => void;
  /** Change it to clear the widget, e.g. after a submit used the token (tokens are single-use). */
  resetKey?: number;
  /** A message to show under the widget, e.g. "confirm that you are not a robot" on submit. */
  error?: string;
};

/**
 * The captcha widget (spec §7): the provider's script is loaded when a form that needs it mounts
 * this, rendered explicitly in the page's language; verify, expiry and error reach `onToken`.
 */
export function CaptchaField({ onToken, resetKey = 0, error }: Props) {
  const { t, i18n } = useT('common');
  const settings = useCaptchaSettings();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<{ id: string | number; api: { reset(id?: string | number): void } } | null>(null);
  const latestOnToken = useRef(onToken);
  const [status, setStatus] = useState<'loading' | 'ready' | 'expired' | 'failed'>('loading');
  const language = i18n.language;

  useEffect(() => {
    latestOnToken.current = onToken;
  }, [onToken]);

  useEffect(() => {
    if (!settings) return;
    let cancelled = false;
    let rendered: { id: string | number; remove: () => void } | null = null;
    loadCaptchaScript(settings.scriptUrl, language).then(
      (api) => {
        if (cancelled || !host.current) return;
        const id = api.render(host.current, {
          sitekey: settings.siteKey,
          hl: language,
          callback: (token) => {
            setStatus('ready');
            latestOnToken.current(token);
          },
          'expired-callback': () => {
            setStatus('expired');
            latestOnToken.current(null);
          },
          'error-callback': () => {
            setStatus('failed');
            latestOnToken.current(null);
          },
        });
        widget.current = { id, api };
        rendered = { id, remove: () => api.remove(id) };
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      rendered?.remove();
      widget.current = null;
    };
  }, [settings, language]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    latestOnToken.current(null);
  }, [resetKey]);

  const message =
    !settings || status === 'failed'
      ? t('captcha.unavailable')
      : status === 'expired'
        ? t('captcha.expired')
        : error;
  return (
    <div className={styles.field} role="group" aria-label={t('captcha.label')}>
      <div ref={host} className={styles.widget} />
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
