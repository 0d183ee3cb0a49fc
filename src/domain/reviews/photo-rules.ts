import { REVIEW_PHOTO_LIMITS } from '@/config/shop';
import type { PhotoType } from './photo-type';

/** Why a set of photos is refused; each is a key under `reviews:form.photos.errors`. */
export type PhotoProblem = 'tooMany' | 'tooLarge' | 'badType' | 'scripted';

export type CheckedPhoto = { size: number; type: PhotoType | null };

/**
 * Spec §5: at most 3 photos, 30 MB together, png/jpg/jpeg/svg only. The first problem found, in
 * the order a shopper fixes them: a file that is not a photo, then too many, then too large.
 */
export function photoProblem(photos: readonly CheckedPhoto[]): PhotoProblem | null {
  if (photos.some((photo) => photo.type === null)) return 'badType';
  if (photos.length > REVIEW_PHOTO_LIMITS.maxCount) return 'tooMany';
  const total = photos.reduce((sum, photo) => sum + photo.size, 0);
  if (total > REVIEW_PHOTO_LIMITS.maxTotalBytes) return 'tooLarge';
  return null;
}
