'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '@/config/shop';
import { OpenedLazyPopup } from '@/components/i18n/opened-lazy-popup';
import { readConsent } from '@/domain/consent/consent-rules';
import { autoOpenDelay, isCheckoutPath, readVisit, VISIT_STORAGE_KEY } from './wheel-rules';
import styles from './wheel.module.css';

// The popup (wheel, form, animation) and the wheel's texts are fetched only when it opens, side by
// side: no page's first load pays for them.
const loadPopup = () => import('./wheel-popup');
const WheelPopup = dynamic(() => loadPopup().then((m) => m.WheelPopup), { ssr: false });

function rememberSeen(startedAt: number) {
  try {
    localStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ seen: true, startedAt }));
  } catch {
    // Storage refused (private mode): the wheel may open again next visit, nothing worse.
  }
}

/** The cookie answer, polled: the notice writes the cookie without an event this island could hear. */
function useConsentAnswered(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const timer = window.setInterval(onChange, 1_000);
      return () => window.clearInterval(timer);
    },
    () => readConsent(document.cookie) !== null,
    () => false,
  );
}

/**
 * The site wheel (README.md here says when it opens): once per visitor after the wheel's delay on
 * the site, and any time from a small floating button (`label`, from the layout); never over the
 * checkout.
 */
export function SiteWheelLauncher({
  lng,
  wheelId,
  delaySeconds,
  label,
}: {
  lng: Language;
  wheelId: number;
  delaySeconds: number;
  label: string;
}) {
  const pathname = usePathname();
  const onCheckout = isCheckoutPath(pathname);
  const consentAnswered = useConsentAnswered();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    const now = Date.now();
    let visit;
    try {
      visit = readVisit(localStorage.getItem(VISIT_STORAGE_KEY), now);
      if (!visit.seen) localStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
    } catch {
      return;
    }
    const wait = autoOpenDelay(visit, { now, delaySeconds, onCheckout, consentAnswered });
    if (wait === null) return;
    const startedAt = visit.startedAt;
    const timer = window.setTimeout(() => {
      // Not over another popup the shopper is using.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      rememberSeen(startedAt);
      setOpen(true);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [delaySeconds, onCheckout, consentAnswered]);

  if (onCheckout) return null;
  return (
    <>
      {consentAnswered && !open && (
        <button
          type="button"
          className={styles.launcher}
          // Sticky bars at the bottom of a page keep this corner free for it (set-builder.module.css).
          data-wheel-launcher=""
          aria-label={label}
          title={label}
          onClick={() => {
            rememberSeen(Date.now());
            setOpen(true);
          }}
        >
          <svg
            aria-hidden="true"
            width="28"
            height="28"
            viewBox="0 0 28 28"
            fill="none"
            stroke="currentColor"
          >
            <circle cx="14" cy="14" r="11" strokeWidth="1.6" />
            <path d="M14 3v22M3 14h22M6.2 6.2l15.6 15.6M21.8 6.2L6.2 21.8" strokeWidth="1" />
            <circle cx="14" cy="14" r="2.5" fill="currentColor" />
          </svg>
        </button>
      )}
      {/* Its texts failing to come closes it: the launcher shows again, and the next open asks again. */}
      <OpenedLazyPopup ns="wheel" open={open} onClose={close} load={loadPopup}>
        {open && <WheelPopup lng={lng} wheelId={wheelId} onClose={close} />}
      </OpenedLazyPopup>
    </>
  );
}
