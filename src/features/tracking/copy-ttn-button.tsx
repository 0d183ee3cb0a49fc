'use client';

import { useT } from '@/i18n/use-t';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClassName } from '@/components/ui/button';

/** Copies the waybill number and says so in a toast (spec §8: "tracking number copied"). */
export function CopyTtnButton({ ttn, className }: { ttn: string; className?: string }) {
  const { t } = useT('tracking');
  const { show } = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(ttn);
      show({ text: t('parcel.copied'), variant: 'success' });
    } catch (error) {
      console.error('copying the tracking number failed', error);
      show({ text: t('parcel.copyFailed'), variant: 'error' });
    }
  }

  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'secondary', className })}
      onClick={copy}
      aria-label={t('parcel.copyLabel', { ttn })}
    >
      {t('parcel.copy')}
    </button>
  );
}
