'use client';

import { useT } from '@/i18n/use-t';
import { useToast } from '@/components/toasts/use-toast';
import styles from './content-popups.module.css';

/** One requisite: its label, its value as selectable text, and a button that copies the value. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useT('content');
  const { show } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      show({ text: t('popups.copied'), variant: 'success' });
    } catch {
      show({ text: t('popups.copyFailed'), variant: 'error' });
    }
  };
  return (
    <div className={styles.copyRow}>
      <dt>{label}</dt>
      <dd className={styles.copyValue}>
        <span className={styles.value}>{value}</span>
        <button
          type="button"
          className={styles.copyButton}
          onClick={copy}
          aria-label={t('popups.copy', { label })}
          title={t('popups.copy', { label })}
        >
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
          >
            <rect x="7" y="7" width="10" height="10" rx="1.5" strokeWidth="1.5" />
            <path d="M13 4H4.5A1.5 1.5 0 0 0 3 5.5V13" strokeWidth="1.5" />
          </svg>
        </button>
      </dd>
    </div>
  );
}
