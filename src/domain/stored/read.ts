/*
 * Readers for what the browser kept (localStorage) or a route answered: each takes an unknown value
 * and gives back a clean copy of the expected shape, or INVALID. The checks zod would do, for the few
 * values read on every page: zod (even zod/mini) is 23–31 KB gzip of every page's first load, this
 * file well under one. Routes and forms keep zod.
 */

export const INVALID: unique symbol = Symbol('invalid');
export type Read<T> = (value: unknown) => T | typeof INVALID;
type Shape = Record<string, Read<unknown>>;
type Readout<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, typeof INVALID> };

/** A safe integer in [min, max]. */
export const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Read<number> =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : INVALID;

/** A finite number, at least `min` (above it when `aboveMin`). */
export const number =
  (min: number, { aboveMin = false } = {}): Read<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && (aboveMin ? value > min : value >= min)
      ? value
      : INVALID;

/** A string of `minLength`–`maxLength` characters. */
export const string =
  (maxLength = Number.POSITIVE_INFINITY, minLength = 0): Read<string> =>
  (value) =>
    typeof value === 'string' && value.length >= minLength && value.length <= maxLength ? value : INVALID;

export const boolean: Read<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

export const oneOf =
  <const T extends readonly (string | number)[]>(values: T): Read<T[number]> =>
  (value) =>
    values.includes(value as T[number]) ? (value as T[number]) : INVALID;

export const optional =
  <T>(read: Read<T>): Read<T | undefined> =>
  (value) =>
    value === undefined ? undefined : read(value);

export const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value) =>
    value === null ? null : read(value);

/** An array whose every item reads; one bad item makes the whole array INVALID. */
export const arrayOf =
  <T>(read: Read<T>): Read<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return INVALID;
    const items: T[] = [];
    for (const item of value) {
      const parsed = read(item);
      if (parsed === INVALID) return INVALID;
      items.push(parsed);
    }
    return items;
  };

/** An object with these keys; other keys are left out of the copy, as are optional ones not given. */
export const object =
  <S extends Shape>(shape: S): Read<Readout<S>> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const copy: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const field = read((value as Record<string, unknown>)[key]);
      if (field === INVALID) return INVALID;
      if (field !== undefined) copy[key] = field;
    }
    return copy as Readout<S>;
  };
