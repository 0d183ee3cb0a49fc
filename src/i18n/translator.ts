import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE } from '@/config/shop';

/*
 * The islands' translations, on the server pass and in the browser: i18next's way of finding a text,
 * for what the shop's texts use (nested keys, `ns:key`, a t fixed to namespaces and a key prefix,
 * plural forms chosen by Intl.PluralRules, `{{name}}` values, the default language and `common` as
 * fallbacks). i18next itself was 49 KB of a product page's 138 KB of the shop's own scripts (15.6 KB
 * gzip) for these few rules; server components and server code keep i18next (next-i18next's getT,
 * serverT). translator.test.ts holds every text of every language and namespace to i18next's answer
 * with the same options, so the two cannot drift apart unnoticed.
 */

/** A namespace's texts: nested objects whose leaves are strings. */
export type Texts = { readonly [key: string]: unknown };
/** Language → namespace → texts, as the layout hands them to the client provider. */
export type TextsByLanguage = { readonly [lng: string]: { readonly [ns: string]: Texts } };

type Values = Readonly<Record<string, unknown>>;

const DEFAULT_NS = 'common';
const FALLBACK_NS = 'common';
// i18next's rule for telling `ns:key` from a sentence that happens to hold a colon.
const SENTENCE_CHARS = /[ ,?!;]/;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const MAX_FOUND = 5000;

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return `_${rules.select(count)}`;
}

/** The value at a dotted path, own properties only (a key built from data cannot reach `constructor`). */
function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !has(node, part)) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function looksLikeKey(key: string): boolean {
  if (!SENTENCE_CHARS.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !SENTENCE_CHARS.test(key.slice(0, dot));
}

/** `{{name}}` filled from `values`; a placeholder with no value given stays as written, as in i18next. */
function interpolate(text: string, values: Values): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const field = name.trim();
    if (!has(values, field)) return placeholder;
    const value = values[field];
    return value == null ? '' : String(value);
  });
}

export type FixedT = TFunction;

export class Translator {
  readonly language: string;
  private readonly store: Record<string, Record<string, Texts>> = {};
  private readonly found = new Map<string, string>();

  constructor(lng: string, resources: TextsByLanguage) {
    this.language = lng;
    for (const [code, bundles] of Object.entries(resources)) this.store[code] = { ...bundles };
  }

  hasNamespace(lng: string, ns: string): boolean {
    return this.store[lng] !== undefined && has(this.store[lng], ns);
  }

  /** Adds a namespace's texts once; the same texts arriving again (another page's island) change nothing. */
  addNamespace(lng: string, ns: string, texts: Texts): void {
    if (this.hasNamespace(lng, ns)) return;
    (this.store[lng] ??= {})[ns] = texts;
    this.found.clear();
  }

  /** A t answering in `lng` (the page's language when null) from `ns`, then `common`, then Ukrainian. */
  getFixedT(lng: string | null, ns?: string | readonly string[] | null, keyPrefix?: string): FixedT {
    const namespaces = ns == null ? [DEFAULT_NS] : typeof ns === 'string' ? [ns] : [...ns];
    const language = lng ?? this.language;
    // A call may name its own namespaces or language, as i18next's `{ ns }` and `{ lng }` options.
    const t = (key: string, values: Values = {}) =>
      this.translate(
        keyPrefix ? `${keyPrefix}.${key}` : String(key),
        values.ns === undefined
          ? namespaces
          : typeof values.ns === 'string'
            ? [values.ns]
            : (values.ns as string[]),
        typeof values.lng === 'string' && values.lng ? values.lng : language,
        values,
      );
    return t as unknown as FixedT;
  }

  private translate(fullKey: string, fixedNs: readonly string[], lng: string, values: Values): string {
    let key = fullKey;
    let namespaces = fixedNs;
    const colon = key.indexOf(':');
    if (colon >= 0 && looksLikeKey(key)) {
      namespaces = [key.slice(0, colon)];
      key = key.slice(colon + 1).replaceAll(':', '.');
    }
    const count = values.count;
    const plural = count !== undefined && typeof count !== 'string';
    // The same call finds the same text until a namespace arrives: a page asks for its texts each render.
    const call = `${lng}\u0000${namespaces.join('\u0001')}\u0000${key}${plural ? `\u0000${String(count)}` : ''}`;
    let text = this.found.get(call);
    if (text === undefined) {
      text = this.find(key, namespaces, lng, plural ? Number(count) : undefined);
      if (this.found.size >= MAX_FOUND) this.found.clear();
      this.found.set(call, text);
    }
    return interpolate(text, values);
  }

  /** The text before its values are filled in; the key itself when no language or namespace has it. */
  private find(key: string, namespaces: readonly string[], lng: string, count: number | undefined): string {
    const languages = lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
    for (const ns of [...namespaces, FALLBACK_NS]) {
      for (const code of languages) {
        const texts = this.store[code]?.[ns];
        let found = count === undefined ? undefined : lookup(texts, key + pluralSuffix(code, count));
        if (found === undefined) found = lookup(texts, key);
        if (found !== null && typeof found === 'object') {
          return `key '${key} (${this.language})' returned an object instead of string.`;
        }
        if (found !== undefined && found !== null) return String(found);
      }
    }
    return key;
  }
}
