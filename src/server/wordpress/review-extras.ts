import 'server-only';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@/config/shop';
import type { ReviewPhoto } from '@/domain/reviews/review';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpRestGet, wpRestPost } from './rest';

/*
 * What the shop keeps about a review beyond WooCommerce's fields, as WordPress comment meta (a
 * review is a comment of type `review`), read and written over WordPress REST once each key is
 * registered with `show_in_rest` (docs/woocommerce.md, "Reviews with photos" and "Reviews in three
 * languages"):
 * - `ivole_review_image2`: its photos, as Customer Reviews for WooCommerce keeps them, one row per
 *   media-library attachment id;
 * - `review_language`: the language of the page it was written on (uk, en or ru), one string.
 */
export const REVIEW_PHOTO_META_KEY = 'ivole_review_image2';
export const REVIEW_LANGUAGE_META_KEY = 'review_language';

/** Reviews change on approval (webhook); without one, a cached list is at most this old. */
export const REVIEWS_MAX_AGE_SECONDS = 600;

const MAX_IDS_PER_REQUEST = 100;

// A shop that has registered neither key answers `meta: []` (WordPress's empty meta object). An
// unregistered `review_language` is absent, a review without one has "" (a string key's default),
// and a value the shop does not know (typed in by hand) is no language: all count as Ukrainian.
const commentSchema = z.object({
  id: z.number(),
  meta: z
    .union([
      z
        .object({
          [REVIEW_PHOTO_META_KEY]: z.array(z.coerce.number()).optional(),
          [REVIEW_LANGUAGE_META_KEY]: z.enum(LANGUAGES).nullable().catch(null),
        })
        .loose(),
      z.array(z.unknown()),
    ])
    .optional(),
});

const mediaSchema = z.object({
  id: z.number(),
  source_url: z.string(),
  media_details: z.object({ width: z.number().nullish(), height: z.number().nullish() }).loose().nullish(),
});

type StoredExtras = { language: Language | null; photoIds: number[] };

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The meta of each of these reviews (approved ones: WordPress lists those publicly). */
async function storedExtras(reviewIds: number[]): Promise<Map<number, StoredExtras>> {
  if (reviewIds.length === 0) return new Map();
  const comments = (
    await Promise.all(
      chunks(sortedIds(reviewIds), MAX_IDS_PER_REQUEST).map((ids) =>
        wpRestGet('comments', {
          query: {
            include: ids.join(','),
            type: 'review',
            per_page: MAX_IDS_PER_REQUEST,
            _fields: 'id,meta',
          },
          schema: z.array(commentSchema),
          tags: [CACHE_TAGS.reviews],
          maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
        }),
      ),
    )
  ).flat();
  return new Map(
    comments.map(({ id, meta }) => [
      id,
      !meta || Array.isArray(meta)
        ? { language: null, photoIds: [] }
        : { language: meta[REVIEW_LANGUAGE_META_KEY], photoIds: meta[REVIEW_PHOTO_META_KEY] ?? [] },
    ]),
  );
}

/** These attachments as photos, by id; one that is gone or not served over http(s) is left out. */
async function photosByMediaId(mediaIds: number[]): Promise<Map<number, ReviewPhoto>> {
  const media = (
    await Promise.all(
      chunks(sortedIds(mediaIds.filter((id) => id > 0)), MAX_IDS_PER_REQUEST).map((ids) =>
        wpRestGet('media', {
          query: {
            include: ids.join(','),
            per_page: MAX_IDS_PER_REQUEST,
            _fields: 'id,source_url,media_details',
          },
          schema: z.array(mediaSchema),
          tags: [CACHE_TAGS.reviews],
          maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
        }),
      ),
    )
  ).flat();
  return new Map(
    media
      .filter((item) => /^https?:\/\//.test(item.source_url))
      .map((item) => [
        item.id,
        {
          id: item.id,
          src: item.source_url,
          width: item.media_details?.width ?? null,
          height: item.media_details?.height ?? null,
        },
      ]),
  );
}

/** The stored language of each of these reviews; /reviews needs every one's before it pages. */
export async function languagesOfReviews(reviewIds: number[]): Promise<Map<number, Language | null>> {
  const extras = await storedExtras(reviewIds);
  return new Map([...extras].map(([id, { language }]) => [id, language]));
}

export type ReviewExtras = { language: Language | null; photos: ReviewPhoto[] };

/** The language and the photos of each of these reviews (one call for the meta, one for the media). */
export async function reviewExtras(reviewIds: number[]): Promise<Map<number, ReviewExtras>> {
  const extras = await storedExtras(reviewIds);
  const media = await photosByMediaId([...extras.values()].flatMap((stored) => stored.photoIds));
  return new Map(
    [...extras].map(([id, { language, photoIds }]) => [
      id,
      { language, photos: photoIds.flatMap((photoId) => media.get(photoId) ?? []) },
    ]),
  );
}

const writtenSchema = z.object({ id: z.number() }).loose();

/**
 * Writes a new review's language and, when it has photos, links them: one WordPress call. The
 * photos are one `ivole_review_image2` row per attachment (WordPress stores an array of a
 * multi-valued key so).
 */
export async function writeReviewExtras(
  reviewId: number,
  { language, photoIds }: { language: Language; photoIds: number[] },
): Promise<void> {
  await wpRestPost(
    `comments/${reviewId}`,
    {
      meta: {
        [REVIEW_LANGUAGE_META_KEY]: language,
        ...(photoIds.length > 0 && { [REVIEW_PHOTO_META_KEY]: photoIds }),
      },
    },
    writtenSchema,
  );
}
