'use client';

import { useAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { initDataLayer, pushConsentUpdate, startTagManagerWhenIdle } from '@/features/analytics/data-layer';
import { consentNoticeReopenedAtom } from './consent-atoms';
import { consentCookie, readConsent, type ConsentChoice } from '@/domain/consent/consent-rules';
import styles from './cookie-notice.module.css';

/**
 * The spec's `cookies` popup: on the first visit it offers accept and decline, remembers the choice
 * for a year and tells GTM (Consent Mode v2). It starts GTM itself, only once the shopper has
 * accepted and the page is loaded and idle (a declined or unanswered visit loads no tag at all), after
 * the default-denied consent, so no inline script is needed under the page's CSP. Fixed at the bottom, over the page,
 * so it shifts no layout; either button dismisses it, and the footer can open it again.
 */
// The cookie changes only through `decide` below, which tells these listeners.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function CookieNotice({ gtmId }: { gtmId: string }) {
  const { t } = useT('common');
  const titleId = useId();
  const textId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  // No answer (null) on the server and while hydrating: the notice is in the HTML, painted with the
  // page; ConsentAnsweredScript hides it until then for a shopper who has answered.
  const choice = useSyncExternalStore(
    subscribe,
    () => readConsent(document.cookie),
    () => null,
  );
  const [reopened, setReopened] = useAtom(consentNoticeReopenedAtom);

  useEffect(() => {
    initDataLayer();
    if (choice === 'granted') return startTagManagerWhenIdle(gtmId);
  }, [gtmId, choice]);

  useEffect(() => {
    if (reopened) acceptRef.current?.focus();
  }, [reopened]);

  if (choice !== null && !reopened) return null;

  const decide = (next: ConsentChoice) => {
    document.cookie = consentCookie(next, window.location.protocol === 'https:');
    pushConsentUpdate(next);
    setReopened(false);
    listeners.forEach((listener) => listener());
  };

  return (
    <section
      className={reopened ? `${styles.notice} ${styles.reopened}` : styles.notice}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p id={textId} className={styles.text}>
        {t('consent.text')}
      </p>
      <div className={styles.actions}>
        <Button ref={acceptRef} variant="primary" onClick={() => decide('granted')}>
          {t('consent.accept')}
        </Button>
        <Button variant="secondary" onClick={() => decide('denied')}>
          {t('consent.decline')}
        </Button>
      </div>
    </section>
  );
}
