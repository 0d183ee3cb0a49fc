'use client';

import { useAtomValue } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useEffect, useRef, useState } from 'react';
import { TOAST } from '@/config/shop';
import { toastsAtom } from './toast-atoms';
import type { Toast } from './toast-rules';
import { useToast } from './use-toast';
import styles from './toaster.module.css';

/** Top-right stack of toasts (spec §9): 3 s each, paused while hovered, dismissed by a click. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const { t } = useT('common');
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={t('toasts.region')}>
      <ul className={styles.list}>
        {toasts.map((toast, index) => (
          <ToastItem key={toast.id} toast={toast} index={index} dismissLabel={t('toasts.dismiss')} />
        ))}
      </ul>
    </div>
  );
}

function ToastItem({ toast, index, dismissLabel }: { toast: Toast; index: number; dismissLabel: string }) {
  const { dismiss } = useToast();
  const [paused, setPaused] = useState(false);
  // Time left survives a pause, so hovering stops the clock instead of restarting it.
  const remaining = useRef<number>(TOAST.durationMs);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, dismiss, toast.id]);

  return (
    <li
      className={`${styles.toast} ${styles[toast.variant]}`}
      style={{ animationDelay: `${TOAST.staggerSeconds * index}s` }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <button type="button" className={styles.body} onClick={() => dismiss(toast.id)}>
        <span>{toast.text}</span>
        <span className="visually-hidden">{dismissLabel}</span>
      </button>
    </li>
  );
}
