import 'server-only';
import { deleteMedia, uploadMedia, type UploadedMedia } from './rest';

/*
 * Review photos as Customer Reviews for WooCommerce keeps them: media-library attachments, linked
 * to the review by comment meta (review-extras.ts writes the links and reads them back).
 */

export type PhotoUpload = { bytes: Uint8Array; fileName: string; mime: string };

/** Puts each photo into the media library, in order; if one fails, those already in go again. */
export async function uploadReviewPhotos(photos: PhotoUpload[]): Promise<UploadedMedia[]> {
  const uploaded: UploadedMedia[] = [];
  try {
    for (const photo of photos) uploaded.push(await uploadMedia(photo));
  } catch (error) {
    await deleteReviewPhotos(uploaded.map((media) => media.id));
    throw error;
  }
  return uploaded;
}

/**
 * Takes photos of a review that was not made back out of the media library, so a failed or refused
 * attempt leaves no file nobody can see or moderate. Best effort: a photo that cannot be deleted is
 * logged (staff find it under Media, unattached) and the shopper's answer is not held up.
 */
export async function deleteReviewPhotos(ids: number[]): Promise<void> {
  const results = await Promise.allSettled(ids.map((id) => deleteMedia(id)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      console.error(`review photo ${ids[i]} was left in the media library`, result.reason);
    }
  });
}
