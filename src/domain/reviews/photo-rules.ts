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

/*
 * An SVG is a document that can run script when opened on its own (a photo link, WordPress admin's
 * media library). One that holds anything able to run or load something is refused outright; a
 * shopper's drawing has no need of any of it.
 */
const SCRIPTED_SVG = [
  /<script[\s>/]/i,
  /<foreignObject[\s>/]/i,
  /<(iframe|embed|object|audio|video|handler|listener)[\s>/]/i,
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /\son[a-z]+\s*=/i,
  /(java|vb)script\s*:/i,
  /data\s*:\s*text\/html/i,
  /\bhref\s*=\s*["']?\s*(?!#)[^"'\s>]/i,
  /@import|url\s*\(\s*["']?\s*(?!#)/i,
];

export function isScriptedSvg(text: string): boolean {
  // Entities could spell "script" past the patterns; a photo has no use for character references
  // in markup either, beyond the few that XML predefines.
  const decoded = text.replace(/&#x?[0-9a-f]+;?/gi, (ref) => {
    const hex = /^&#x/i.test(ref);
    const code = parseInt(ref.replace(/^&#x?|;$/gi, ''), hex ? 16 : 10);
    return Number.isFinite(code) && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
  return SCRIPTED_SVG.some((pattern) => pattern.test(decoded));
}
