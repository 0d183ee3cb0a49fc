'use client';

import { ShopImage } from '@/components/ui/shop-image';
import { useT } from '@/i18n/use-t';
import { useState } from 'react';
import type { ReviewPhoto } from '@/domain/reviews/review';
import { PhotoViewer } from './photo-viewer';
import styles from './reviews.module.css';

/** A review's photos as thumbnails; each opens the viewer at that photo. */
export function ReviewPhotos({ photos, author }: { photos: ReviewPhoto[]; author: string }) {
  const { t } = useT('reviews');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={styles.photos} aria-label={t('list.photos')}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => setOpen(i)}
              aria-label={t('list.openPhoto', { index: i + 1, count: photos.length })}
            >
              <ShopImage src={photo.src} alt="" width={96} height={96} sizes="96px" />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        photos={photos}
        index={open}
        author={author}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
