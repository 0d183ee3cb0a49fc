/*
 * Use case: write a review with photos (spec §5). Everything is checked before anything reaches
 * WordPress: the fields and each photo by its bytes (png, jpeg or an SVG that can run nothing; 3 at
 * most, 30 MB together) by `checkReview`, the captcha and the limits by the route, and that the
 * product exists by `storeReview`, which then stores it as Customer Reviews for WooCommerce stores a
 * review with photos: the photos go into the media
 * library, the review is created in WooCommerce on hold (its REST default would publish it
 * unmoderated), and in one WordPress call each photo is linked to it as an `ivole_review_image2`
 * comment meta row and the language of the page it was written on is stored as `review_language`
 * (pages list their own language's reviews: docs/woocommerce.md, "Reviews in three languages").
 * Staff approve it in WordPress admin.
 */
import 'server-only';
import type { Language } from '@/config/shop';
import { photoProblem, type PhotoProblem } from '@/domain/reviews/photo-rules';
import { PHOTO_EXTENSION, PHOTO_MIME, photoTypeOf, type PhotoType } from '@/domain/reviews/photo-type';
import {
  REVIEW_FORM_NAMES,
  reviewFieldsSchema,
  type ReviewField,
  type ReviewFields,
} from '@/domain/reviews/review-schema';
import type { ReviewCreated } from '@/domain/reviews/review-answer';
import type { Outcome, Refusal } from '@/domain/outcome/outcome';
import { serverT } from '@/i18n/server';
import { DuplicateReviewError } from '@/server/woocommerce/refusals';
import { escapeReviewText } from '@/server/woocommerce/review-text';
import { createHeldReview, deleteReview, isReviewableProduct } from '@/server/woocommerce/reviews';
import { writeReviewExtras } from '@/server/wordpress/review-extras';
import { deleteReviewPhotos, uploadReviewPhotos } from '@/server/wordpress/review-photos';
import { FileRefusedError } from '@/server/wordpress/rest';
import { isScriptedSvg } from './svg-safety';

export type ReviewPhotoInput = { bytes: Uint8Array };

export type WriteReviewInput = {
  locale: Language;
  /** The form's text fields as sent (strings, or missing). */
  fields: Partial<Record<ReviewField, unknown>>;
  photos: ReviewPhotoInput[];
};

/** Messages for the fields the shopper can fix, by their form names (`rating`, …, `photos`). */
export type FieldErrors = Record<string, string>;

export type ReviewFailure = Refusal<'invalid_review' | 'review_duplicate' | 'review_failed'>;
export type WriteReviewResult = Outcome<ReviewCreated, ReviewFailure['code']>;

type CheckedPhoto = { bytes: Uint8Array; type: PhotoType };
export type CheckedReview = { ok: true; review: ReviewFields; photos: CheckedPhoto[] };

/** A browser reading other bytes than UTF-8 as some other encoding could see other markup. */
function isSafeSvgBytes(bytes: Uint8Array): boolean {
  try {
    return !isScriptedSvg(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

function checkPhotos(
  photos: ReviewPhotoInput[],
): { ok: true; photos: CheckedPhoto[] } | { ok: false; problem: PhotoProblem } {
  const typed = photos.map((photo) => ({
    bytes: photo.bytes,
    size: photo.bytes.length,
    type: photoTypeOf(photo.bytes),
  }));
  const problem = photoProblem(typed);
  if (problem) return { ok: false, problem };
  const checked = typed.flatMap((photo) => (photo.type ? [{ bytes: photo.bytes, type: photo.type }] : []));
  const scripted = checked.some((photo) => photo.type === 'svg' && !isSafeSvgBytes(photo.bytes));
  return scripted ? { ok: false, problem: 'scripted' } : { ok: true, photos: checked };
}

async function undo(reviewId: number | null, photoIds: number[]): Promise<void> {
  if (reviewId !== null) {
    await deleteReview(reviewId).catch((error) =>
      console.error(`review ${reviewId} (held, photos not linked) was left in WooCommerce`, error),
    );
  }
  if (photoIds.length > 0) await deleteReviewPhotos(photoIds);
}

function invalid(locale: Language, fields: FieldErrors): ReviewFailure {
  return {
    ok: false,
    code: 'invalid_review',
    message: serverT(locale, 'reviews')('errors.invalid'),
    fields,
  };
}

/** The review as the shopper can fix it: a message per field, before any limit or captcha. */
export function checkReview(input: WriteReviewInput): CheckedReview | ReviewFailure {
  const t = serverT(input.locale, 'reviews');

  const parsed = reviewFieldsSchema.safeParse(input.fields);
  const fields: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = REVIEW_FORM_NAMES[issue.path[0] as ReviewField];
      if (name && !fields[name]) fields[name] = t(issue.message);
    }
  }
  const photos = checkPhotos(input.photos);
  if (!photos.ok) fields.photos = t(`form.photos.errors.${photos.problem}`);
  if (!parsed.success || !photos.ok) return invalid(input.locale, fields);
  return { ok: true, review: parsed.data, photos: photos.photos };
}

/**
 * Stores a checked review on hold with its photos, all or nothing, and with its language. A failure
 * of WooCommerce or WordPress is review_failed with its cause (the route answers 502, or 503 when
 * the platform did not answer).
 */
export async function storeReview(locale: Language, checked: CheckedReview): Promise<WriteReviewResult> {
  try {
    return await storeChecked(locale, checked);
  } catch (error) {
    console.error(`writing a review for product ${checked.review.productId} failed`, error);
    return {
      ok: false,
      code: 'review_failed',
      message: serverT(locale, 'reviews')('errors.failed'),
      cause: error,
    };
  }
}

async function storeChecked(locale: Language, { review, photos }: CheckedReview): Promise<WriteReviewResult> {
  const t = serverT(locale, 'reviews');
  if (!(await isReviewableProduct(review.productId))) {
    return invalid(locale, { product_id: t('form.errors.product') });
  }
  let photoIds: number[] = [];
  let reviewId: number | null = null;
  try {
    // ASCII names, as WordPress reads no RFC 5987 file name; the stamp keeps them apart.
    const stamp = Date.now().toString(36);
    const uploaded = await uploadReviewPhotos(
      photos.map((photo, i) => ({
        bytes: photo.bytes,
        fileName: `review-${stamp}-${i + 1}.${PHOTO_EXTENSION[photo.type]}`,
        mime: PHOTO_MIME[photo.type],
      })),
    );
    photoIds = uploaded.map((media) => media.id);
    const created = await createHeldReview({
      product_id: review.productId,
      review: escapeReviewText(review.text),
      reviewer: review.name,
      reviewer_email: review.email,
      rating: review.rating,
    });
    reviewId = created.id;
    if (photoIds.length > 0) {
      await writeReviewExtras(created.id, { language: locale, photoIds });
    } else {
      // Without photos the call writes only the language, and its failure is not the shopper's: the
      // review is whole without it (it counts as Ukrainian, so on another language's pages it waits
      // under "Reviews in other languages"), while taking it back would lose what they wrote for a
      // display detail. Logged, so staff can set the meta by hand.
      await writeReviewExtras(created.id, { language: locale, photoIds }).catch((error: unknown) =>
        console.error(`review ${created.id} was stored without its language (${locale})`, error),
      );
    }
    return { ok: true, id: created.id, status: 'hold' };
  } catch (error) {
    // Nothing half-made stays behind: a review without its photos would be approved without them,
    // and the shopper's retry would meet it as a duplicate.
    await undo(reviewId, photoIds);
    if (error instanceof DuplicateReviewError) {
      return { ok: false, code: 'review_duplicate', message: t('errors.duplicate') };
    }
    if (error instanceof FileRefusedError) {
      // The shop's WordPress refused a file type it does not take (stock WordPress refuses SVG).
      console.error(`review photo upload refused: ${error.code} ${error.message}`);
      return invalid(locale, { photos: t('form.photos.errors.refusedByShop') });
    }
    throw error;
  }
}
