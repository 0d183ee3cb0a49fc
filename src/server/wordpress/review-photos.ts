import 'server-only';
import { z } from 'zod';
import type { ReviewPhoto } from '@/domain/reviews/review';
import { CACHE_TAGS } from '@/server/cache-tags';
import { deleteMedia, uploadMedia, wpRestGet, wpRestPost, type UploadedMedia } from './rest';

/*
 * Review photos as Customer Reviews for WooCommerce keeps them: media-library attachments, linked
 * to the review (a WordPress comment) by the comment meta `ivole_review_image2`, one row per
 * attachment id. WordPress reads and writes that meta over REST once the key is registered with
 * `show_in_rest` (docs/woocommerce.md, "Reviews with photos").
 */
export const REVIEW_PHOTO_META_KEY = 'ivole_review_image2';

/** Reviews change on approval (webhook); without one, a cached list is at most this old. */
export const REVIEWS_MAX_AGE_SECONDS = 600;

const MAX_IDS_PER_REQUEST = 100;

// A shop that has not registered the key answers `meta: []` (WordPress's empty meta object).
const commentSchema = z.object({
  id: z.number(),
  meta: z
    .union([
      z.object({ [REVIEW_PHOTO_META_KEY]: z.array(z.coerce.number()).optional() }).loose(),
      z.array(z.unknown()),
    ])
    .optional(),
});

const mediaSchema = z.object({
  id: z.number(),
  source_url: z.string(),
  media_details: z.object({ width: z.number().nullish(), height: z.number().nullish() }).loose().nullish(),
});

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The photos of each of these reviews (approved ones: WordPress lists those publicly). */
export async function photosOfReviews(reviewIds: number[]): Promise<Map<number, ReviewPhoto[]>> {
  const result = new Map<number, ReviewPhoto[]>();
  if (reviewIds.length === 0) return result;
  const tags = [CACHE_TAGS.reviews];
  const comments = (
    await Promise.all(
      chunks(sorted(reviewIds), MAX_IDS_PER_REQUEST).map((ids) =>
        wpRestGet('comments', {
          query: {
            include: ids.join(','),
            type: 'review',
            per_page: MAX_IDS_PER_REQUEST,
            _fields: 'id,meta',
          },
          schema: z.array(commentSchema),
          tags,
          maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
        }),
      ),
    )
  ).flat();
  const attachmentsOf = new Map(
    comments.map((comment) => [
      comment.id,
      Array.isArray(comment.meta) ? [] : (comment.meta?.[REVIEW_PHOTO_META_KEY] ?? []),
    ]),
  );
  const mediaIds = sorted([...attachmentsOf.values()].flat().filter((id) => id > 0));
  if (mediaIds.length === 0) return result;
  const media = (
    await Promise.all(
      chunks(mediaIds, MAX_IDS_PER_REQUEST).map((ids) =>
        wpRestGet('media', {
          query: {
            include: ids.join(','),
            per_page: MAX_IDS_PER_REQUEST,
            _fields: 'id,source_url,media_details',
          },
          schema: z.array(mediaSchema),
          tags,
          maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
        }),
      ),
    )
  ).flat();
  const byId = new Map(media.map((item) => [item.id, item]));
  for (const [reviewId, ids] of attachmentsOf) {
    const photos = ids.flatMap((id) => {
      const item = byId.get(id);
      if (!item || !/^https?:\/\//.test(item.source_url)) return [];
      return [
        {
          id: item.id,
          src: item.source_url,
          width: item.media_details?.width ?? null,
          height: item.media_details?.height ?? null,
        },
      ];
    });
    if (photos.length) result.set(reviewId, photos);
  }
  return result;
}

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

const linkedSchema = z.object({ id: z.number() }).loose();

/** One `ivole_review_image2` row per attachment (WordPress stores an array of a multi-valued key so). */
export async function linkPhotosToReview(reviewId: number, attachmentIds: number[]): Promise<void> {
  await wpRestPost(
    `comments/${reviewId}`,
    { meta: { [REVIEW_PHOTO_META_KEY]: attachmentIds } },
    linkedSchema,
  );
}
