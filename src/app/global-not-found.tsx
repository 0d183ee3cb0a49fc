import type { Metadata } from 'next';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import { getT } from '@/i18n/server';
import { displayFontClassNames } from './fonts/display-font';
import './globals.css';

// Reached only by URLs outside every [lng] route (the proxy sends all pages under [lng], whose own
// not-found.tsx is translated), such as an unknown /api path: there the language is the default.
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT('errors', { lng: DEFAULT_LANGUAGE });
  return { title: t('notFound.meta') };
}

export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LANGUAGE} className={displayFontClassNames}>
      <body>
        <main id="main">
          <NotFoundView lng={DEFAULT_LANGUAGE} />
        </main>
      </body>
    </html>
  );
}
