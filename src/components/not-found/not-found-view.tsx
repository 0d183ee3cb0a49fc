import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import styles from './not-found-view.module.css';

/** Spec §2: a not-found title, the subtitle "page not found" and a way back to the home page. */
export async function NotFoundView({ lng }: { lng: Language }) {
  const { t } = await getT('errors', { lng });
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.subtitle}>{t('notFound.subtitle')}</p>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Button href={localizedPath(lng, '/')}>{t('notFound.back')}</Button>
    </section>
  );
}
