'use client';

import { ShopImage } from '@/components/ui/shop-image';
import { useT } from '@/i18n/use-t';
import { useEffect } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import type { ReviewPhoto } from '@/domain/reviews/review';
import styles from './reviews.module.css';

/**
 * A review's photos one at a time, in the shop's dialog (focus kept inside, Escape closes, focus
 * back on the thumbnail that opened it); ← and → move between them, as do the two buttons.
 */
export function PhotoViewer({
  photos,
  index,
  author,
  onIndex,
  onClose,
}: {
  photos: ReviewPhoto[];
  index: number | null;
  author: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useT('reviews');
  const open = index !== null && photos[index] !== undefined;
  const current = open ? index : 0;
  const photo = photos[current];
  const count = photos.length;
  const move = (step: number) => onIndex((current + step + count) % count);

  // On the document, as focus may be on the dialog itself, its buttons or the close button.
  useEffect(() => {
    if (!open || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      onIndex((current + step + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, current, count, onIndex]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('viewer.title', { index: current + 1, count })}
      closeLabel={t('viewer.close')}
      size="large"
    >
      {photo && (
        <div className={styles.viewer}>
          <div className={styles.viewerImage}>
            <ShopImage
              src={photo.src}
              alt={t('viewer.alt', { index: current + 1, author })}
              fill
              sizes="(max-width: 767px) 100vw, 800px"
            />
          </div>
          {count > 1 && (
            <div className={styles.viewerNav}>
              <button
                type="button"
                className={styles.viewerButton}
                onClick={() => move(-1)}
                aria-label={t('viewer.previous')}
              >
                ←
              </button>
              <button
                type="button"
                className={styles.viewerButton}
                onClick={() => move(1)}
                aria-label={t('viewer.next')}
              >
                →
              </button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
