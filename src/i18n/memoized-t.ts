import type { i18n as I18n, TFunction } from 'i18next';

/*
 * i18next's t costs ~30 µs a call on this machine (its fixed t copies the instance's ~40 options
 * into a new object each call, then resolves the key, the plural and the interpolation again), and
 * a catalogue page calls it a hundred times and more: a CPU profile of 320 renders put i18next at
 * ~7 ms of each ~47 ms render. The texts are the build's, so the same key with the same values in
 * the same language is the same text: it is kept per instance, forgotten whenever a namespace is
 * added to the instance's store (a page's own texts arriving), and only for plain calls (a string
 * key, values that are strings, numbers or booleans, a string answer).
 */

const MAX_KEPT = 20_000;

type Kept = Map<string, string>;
const keptByInstance = new WeakMap<I18n, Kept>();

function keptFor(instance: I18n): Kept {
  let kept = keptByInstance.get(instance);
  if (!kept) {
    const fresh: Kept = new Map();
    keptByInstance.set(instance, fresh);
    const forget = () => fresh.clear();
    instance.store.on('added', forget);
    instance.store.on('removed', forget);
    instance.on('languageChanged', forget);
    kept = fresh;
  }
  return kept;
}

/** `key` and `options` as one string, or null when a value is not a plain string, number or boolean. */
function callKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
  let out = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (value !== undefined && type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    out += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return out;
}

const hasKeyPrefix = (options: unknown) =>
  typeof options === 'object' && options !== null && 'keyPrefix' in options;

type FixedT = TFunction & {
  lng?: string | null;
  lngs?: readonly string[];
  ns?: string | readonly string[];
  keyPrefix?: string;
};

/** `t` (an instance's fixed t) answering a call it answered before from what it kept. */
export function memoizedT<T extends TFunction>(t: T, instance: I18n): T {
  const fixed = t as unknown as FixedT;
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const kept = keptFor(instance);
  /*
   * What i18next 26's fixed t does with a string key and no key prefix (its getFixedT), less the copy
   * of the instance's options it makes for key selectors: half the cost of a call it has not seen.
   */
  const direct = (key: string, options: unknown) => {
    const call: Record<string, unknown> = { ...(options as Record<string, unknown> | undefined) };
    call.lng = call.lng || fixed.lng;
    call.lngs = call.lngs || fixed.lngs;
    call.ns = call.ns || fixed.ns;
    return instance.t(key, call);
  };
  const scope = `${String(fixed.lng ?? '')}\u0002${String(fixed.ns ?? '')}\u0002${fixed.keyPrefix ?? ''}\u0002`;
  const memo = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const call = rest.length === 0 ? callKey(key, options) : null;
    if (call === null) return translate(key, options, ...rest);
    // A t fixed to no language follows the instance's current one.
    const full = `${fixed.lng ? '' : instance.language}\u0002${scope}${call}`;
    const known = kept.get(full);
    if (known !== undefined) return known;
    const text =
      fixed.keyPrefix || hasKeyPrefix(options) ? translate(key, options) : direct(key as string, options);
    if (typeof text === 'string') {
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(full, text);
    }
    return text;
  };
  return Object.assign(memo, {
    lng: fixed.lng,
    lngs: fixed.lngs,
    ns: fixed.ns,
    keyPrefix: fixed.keyPrefix,
  }) as unknown as T;
}

const patched = new WeakSet<I18n>();

/** Makes every fixed t the instance hands out (serverT asks for one a call) memoized. */
export function memoizeFixedT(instance: I18n): I18n {
  if (patched.has(instance)) return instance;
  patched.add(instance);
  const original = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) =>
    memoizedT(original(...args), instance)) as I18n['getFixedT'];
  return instance;
}
