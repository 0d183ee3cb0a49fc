import { atom } from 'jotai';
import { persistedAtom } from '@/components/persisted-atom';
import { parseStoredRecentlyViewed, recordView } from '@/domain/recently-viewed/recently-viewed';

export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed:v1';

/** Product ids the shopper opened, newest first (RECENTLY_VIEWED_MAX of them), kept in localStorage. */
export const recentlyViewedAtom = persistedAtom<number[]>(
  RECENTLY_VIEWED_STORAGE_KEY,
  [],
  parseStoredRecentlyViewed,
);

export const recordViewAtom = atom(null, (_get, set, id: number) => {
  set(recentlyViewedAtom, (ids) => recordView(ids, id));
});
