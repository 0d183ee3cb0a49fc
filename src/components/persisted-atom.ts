import { atom, type Atom, type WritableAtom } from 'jotai';
import { createJSONStorage } from 'jotai/utils';

/** jotai's synchronous storage contract (its type is not exported from jotai/utils). */
type SyncStorage<T> = {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
};

/**
 * localStorage as jotai's storage, with every value read through `parse`: a stored value of an old
 * shape, a hand-edited one or a half-written one becomes something usable instead of a crash.
 * Failures of the storage itself (private mode, full quota) are logged and the shopper carries on
 * with the state in memory.
 */
export function validatedStorage<T>(parse: (raw: unknown) => T): SyncStorage<T> {
  const json = createJSONStorage<unknown>();
  const subscribe = json.subscribe;
  return {
    getItem(key, initialValue) {
      try {
        return parse(json.getItem(key, initialValue));
      } catch (error) {
        console.warn(`Could not read ${key} from localStorage`, error);
        return initialValue;
      }
    },
    setItem(key, value) {
      try {
        json.setItem(key, value);
      } catch (error) {
        console.warn(`Could not save ${key} to localStorage`, error);
      }
    },
    removeItem(key) {
      try {
        json.removeItem(key);
      } catch (error) {
        console.warn(`Could not remove ${key} from localStorage`, error);
      }
    },
    // Another tab changed the value: it is parsed like any other read.
    subscribe:
      subscribe &&
      ((key, callback, initialValue) => subscribe(key, (raw) => callback(parse(raw)), initialValue)),
  };
}

type Update<T> = T | ((previous: T) => T);

export type PersistedAtom<T> = WritableAtom<T, [Update<T>], void> & {
  /**
   * False on the server and in the first client render, true once the stored value is in: a view
   * that must not say "empty" before it knows (the favourites page) waits for it.
   */
  loaded: Atom<boolean>;
};

/**
 * A persisted atom that holds `initialValue` on the server and in the first client render and takes
 * the stored value once a component mounts it (jotai's `getOnInit: false` semantics), so server and
 * client HTML agree. The key carries a version (`cart:v1`): a change of shape gets a new key or a
 * migration in `parse`.
 */
export function persistedAtom<T>(key: string, initialValue: T, parse: (raw: unknown) => T): PersistedAtom<T> {
  const storage = validatedStorage(parse);
  const state = atom({ value: initialValue, loaded: false });
  state.onMount = (setState) => {
    setState({ value: storage.getItem(key, initialValue), loaded: true });
    return storage.subscribe?.(key, (value) => setState({ value, loaded: true }), initialValue);
  };
  const persisted = atom(
    (get) => get(state).value,
    (get, set, update: Update<T>) => {
      const { value, loaded } = get(state);
      // jotai's own atomWithStorage would build on the empty default here: a write from a component
      // that never read the atom (an add-to-cart button) would then erase the stored basket.
      const current = loaded ? value : storage.getItem(key, initialValue);
      const next = typeof update === 'function' ? (update as (previous: T) => T)(current) : update;
      set(state, { value: next, loaded: true });
      storage.setItem(key, next);
    },
  );
  return Object.assign(persisted, { loaded: atom((get) => get(state).loaded) });
}
