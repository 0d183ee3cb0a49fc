import { atom } from 'jotai';
import { persistedAtom } from '@/components/persisted-atom';
import {
  isFavourite,
  parseStoredFavourites,
  toggleFavourite,
  withoutProducts,
} from '@/domain/favourites/favourites';

/** Bump the version when the stored shape changes; parseStoredFavourites drops what it cannot read. */
export const FAVOURITES_STORAGE_KEY = 'favourites:v1';

/** Saved product ids, newest first, kept in localStorage; empty on the server and until mounted. */
export const favouritesAtom = persistedAtom<number[]>(FAVOURITES_STORAGE_KEY, [], parseStoredFavourites);

/** Shown on the header's favourites link. */
export const favouritesCountAtom = atom((get) => get(favouritesAtom).length);

/** Saves or forgets a product; answers whether it is saved now (the heart reports an add). */
export const toggleFavouriteAtom = atom(null, (_get, set, id: number): boolean => {
  let saved = false;
  set(favouritesAtom, (ids) => {
    const next = toggleFavourite(ids, id);
    saved = isFavourite(next, id);
    return next;
  });
  return saved;
});

/** Forgets products the shop no longer has, once the live read has said so. */
export const forgetFavouritesAtom = atom(null, (_get, set, gone: number[]) => {
  set(favouritesAtom, (ids) => withoutProducts(ids, gone));
});
