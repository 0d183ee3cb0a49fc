import { FAVOURITES_MAX } from '@/config/shop';
import { isFavourite, parseStoredFavourites, toggleFavourite, withoutProducts } from './favourites';

describe('favourites', () => {
  it('a heart saves a product first and a second press forgets it', () => {
    const saved = toggleFavourite([3, 1], 7);
    expect(saved).toEqual([7, 3, 1]);
    expect(isFavourite(saved, 7)).toBe(true);
    expect(toggleFavourite(saved, 3)).toEqual([7, 1]);
  });

  it(`keeps the ${FAVOURITES_MAX} newest: the oldest goes when one more is saved`, () => {
    const full = Array.from({ length: FAVOURITES_MAX }, (_, i) => FAVOURITES_MAX - i);
    const next = toggleFavourite(full, 1000);
    expect(next).toHaveLength(FAVOURITES_MAX);
    expect(next[0]).toBe(1000);
    expect(next).not.toContain(1);
  });

  it('products the shop no longer sells leave the list, the rest keep their order', () => {
    expect(withoutProducts([5, 4, 3, 2], [4, 2])).toEqual([5, 3]);
  });

  it.each([
    ['not a list', { ids: [1] }, []],
    ['corrupt entries dropped, order kept', [3, '4', -1, 0, 2.5, null, 9], [3, 9]],
    ['a product named twice counts once', [3, 9, 3], [3, 9]],
  ])('a stored list %s is read safely', (_, raw, ids) => {
    expect(parseStoredFavourites(raw)).toEqual(ids);
  });
});
