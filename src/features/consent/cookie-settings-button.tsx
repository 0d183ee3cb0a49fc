'use client';

import { useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { consentNoticeReopenedAtom } from './consent-atoms';

/** The footer's way back to the cookie notice, to change the remembered choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useT('common');
  const reopen = useSetAtom(consentNoticeReopenedAtom);
  return (
    <button type="button" className={className} onClick={() => reopen(true)}>
      {t('consent.change')}
    </button>
  );
}
