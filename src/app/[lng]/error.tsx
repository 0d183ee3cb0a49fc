'use client';

import { useT } from 'next-i18next/client';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** A page that failed to render: say so and offer a retry; the layout (header, footer) stays. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { t } = useT('errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="container" style={{ padding: '5rem 1.25rem', textAlign: 'center' }}>
      <h1>{t('error.title')}</h1>
      <Button onClick={reset}>{t('error.retry')}</Button>
    </section>
  );
}
