import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import styles from './hero.module.css';

export async function Hero({ lng }: { lng: Language }) {
  const { t } = await getT('home', { lng });
  return (
    <section className={styles.hero} aria-labelledby="home-hero">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="home-hero" className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.text}>{t('hero.text')}</p>
        <div className={styles.actions}>
          <Button href={localizedPath(lng, '/catalog')}>{t('hero.cta')}</Button>
          <Button variant="secondary" href={localizedPath(lng, '/discovery-set')}>
            {t('hero.secondary')}
          </Button>
        </div>
      </div>
    </section>
  );
}
