'use client';

import { useT } from '@/i18n/use-t';
import { useEffect } from 'react';
import { PageErrorView } from '@/components/page-error/page-error-view';
import { Button } from '@/components/ui/button';
import { isUnavailableDigest } from '@/domain/unavailable';

/**
 * A page that failed to render: say so and offer a retry; the layout (header, footer) stays. When
 * the shop's platform did not answer (src/server/platform-unavailable.ts), the shopper is told the
 * shop is temporarily unavailable rather than that something went wrong.
 *
 * `retry` asks the server again (a refresh, then a new render); `reset` alone would only re-render
 * the failed answer the browser already holds.
 */
export default function PageError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const { t } = useT('errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  const unavailable = isUnavailableDigest(error.digest);
  return (
    <PageErrorView
      title={unavailable ? t('unavailable.title') : t('error.title')}
      text={unavailable ? t('unavailable.text') : undefined}
      action={<Button onClick={retry}>{unavailable ? t('unavailable.retry') : t('error.retry')}</Button>}
    />
  );
}
