import { cardRating } from './card-rating';

describe('a card’s rating', () => {
  it('no reviews, no rating line', () => {
    expect(cardRating({ rating: 0, ratingCount: 0 })).toBeNull();
  });

  it('reads one decimal and fills stars to the nearest half', () => {
    expect(cardRating({ rating: 4.46, ratingCount: 12 })).toEqual({ rating: 4.5, stars: 4.5, count: 12 });
    expect(cardRating({ rating: 4.2, ratingCount: 3 })).toEqual({ rating: 4.2, stars: 4, count: 3 });
    expect(cardRating({ rating: 4.3, ratingCount: 3 })).toMatchObject({ stars: 4.5 });
    expect(cardRating({ rating: 4.8, ratingCount: 1 })).toMatchObject({ stars: 5 });
  });

  it('keeps an average the platform got wrong within 0–5', () => {
    expect(cardRating({ rating: 7, ratingCount: 2 })).toMatchObject({ rating: 5, stars: 5 });
  });
});
