import type { Language } from '@/config/shop';

/** A photo attached to a review: a media-library image. */
export type ReviewPhoto = {
  id: number;
  src: string;
  width: number | null;
  height: number | null;
};

/** An approved review as the shop shows it. Its text is plain text, one string per paragraph. */
export type Review = {
  id: number;
  productId: number;
  reviewer: string;
  /** ISO 8601. */
  date: string;
  /** 1–5. */
  rating: number;
  paragraphs: string[];
  photos: ReviewPhoto[];
  /**
   * The language of the page it was written on, as the shop stored it (comment meta
   * `review_language`); null for one written in wp-admin or before the shop stored it, or with a
   * value the shop does not know. See `languageOfReview`.
   */
  language: Language | null;
};

/** The product a review on /reviews links to. */
export type ReviewedProduct = { id: number; name: string; slug: string; image: string | null };

export type ReviewWithProduct = Review & { product: ReviewedProduct | null };
