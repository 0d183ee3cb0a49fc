'use client';

import { useT } from 'next-i18next/client';
import Image from 'next/image';
import { useState } from 'react';
import { IMAGE } from '@/config/shop';
import type { ProductImage } from '@/domain/catalog/product';
import styles from './product-gallery.module.css';

const MAIN_SIZES = '(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 560px';

/** The main image (loaded first: it is the page's largest paint) and thumbnails that swap it. */
export function ProductGallery({ images }: { images: ProductImage[] }) {
  const { t } = useT('product');
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  return (
    <section className={styles.gallery} aria-label={t('gallery.label')}>
      <div className={styles.mainImage}>
        <Image
          src={main.src}
          alt={main.alt}
          fill
          preload
          loading="eager"
          fetchPriority="high"
          sizes={MAIN_SIZES}
          quality={IMAGE.quality}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('gallery.show', { index: i + 1 })}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                <Image src={image.src} alt="" width={72} height={90} sizes="72px" quality={IMAGE.quality} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
