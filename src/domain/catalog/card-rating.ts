export type CardRating = {
  /** The average as read out and printed: one decimal (4.46 → 4.5). */
  rating: number;
  /** Stars drawn filled, to the nearest half (4.3 → 4.5, 4.2 → 4): 0–5. */
  stars: number;
  count: number;
};

/** A card's rating line; null without reviews (an average of 0 reviews is not a rating). */
export function cardRating(product: { rating: number; ratingCount: number }): CardRating | null {
  if (!(product.ratingCount > 0)) return null;
  const rating = Math.min(5, Math.max(0, product.rating));
  return {
    rating: Math.round(rating * 10) / 10,
    stars: Math.round(rating * 2) / 2,
    count: product.ratingCount,
  };
}
