'use client';

import { useAtomValue } from 'jotai';
import { useT } from '@/i18n/use-t';
import { ShopImage } from '@/components/ui/shop-image';
import { useState } from 'react';
import type { ProductImage } from '@/domain/catalog/product';
import { chosenVolumeImageAtom } from './chosen-volume-image';
import styles from './product-gallery.module.css';

const MAIN_SIZES = '(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 560px';

/**
 * The main image (loaded first: it is the page's largest paint) and thumbnails that swap it. The main
 * image follows the chosen volume's picture (`volumeImage` as the server chose it, then the picker's
 * choices) until a thumbnail is pressed; choosing another volume shows its picture again.
 */
export function ProductGallery({
  images,
  productId,
  volumeImage = null,
}: {
  images: ProductImage[];
  productId: number;
  volumeImage?: ProductImage | null;
}) {
  const { t } = useT('product');
  const picked = useAtomValue(chosenVolumeImageAtom);
  const volume = picked?.productId === productId ? picked : volumeImage;
  const [current, setCurrent] = useState<number | null>(null);
  const [shownVolume, setShownVolume] = useState(volume?.src);
  if (volume?.src !== shownVolume) {
    setShownVolume(volume?.src);
    setCurrent(null);
  }
  const main = (current === null ? volume : null) ?? images[current ?? 0] ?? images[0];
  if (!main) return null;
  return (
    <section className={styles.gallery} aria-label={t('gallery.label')}>
      <div className={styles.mainImage}>
        <ShopImage
          src={main.src}
          alt={main.alt}
          fill
          preload
          loading="eager"
          fetchPriority="high"
          sizes={MAIN_SIZES}
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
                aria-pressed={main.src === image.src}
                onClick={() => setCurrent(i)}
              >
                <ShopImage src={image.src} alt="" width={72} height={90} sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
