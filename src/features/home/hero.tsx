import { ShopImage } from '@/components/ui/shop-image';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import type { ProductImage } from '@/domain/catalog/product';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import styles from './hero.module.css';

/** Bottles beside the hero's words on a wide screen (the bestsellers'): one large, two small. */
const HERO_PICTURES = 3;

export async function Hero({ lng, pictures = [] }: { lng: Language; pictures?: ProductImage[] }) {
  const { t } = await getT('home', { lng });
  const shown = pictures.slice(0, HERO_PICTURES);
  return (
    <section className={styles.hero} aria-labelledby="home-hero">
      <div className={`container ${styles.inner}`}>
        <div className={styles.words}>
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
        {shown.length === HERO_PICTURES && (
          // Decoration: the shelves below name the same products.
          <div className={styles.visual} aria-hidden="true">
            {shown.map((picture, i) => (
              <ShopImage
                key={picture.src}
                src={picture.src}
                alt=""
                width={i === 0 ? 480 : 240}
                height={i === 0 ? 600 : 240}
                sizes={i === 0 ? '(min-width: 1024px) 30vw, 1px' : '(min-width: 1024px) 15vw, 1px'}
                className={styles.picture}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
