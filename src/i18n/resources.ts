/**
 * Every text of the site, loaded once: `locales/<language>/<namespace>.json` for each language and
 * namespace below.
 *
 * Adding a namespace: write `locales/uk/<name>.json`, `locales/en/<name>.json` and
 * `locales/ru/<name>.json`, and add `<name>` to NAMESPACES. src/i18n/locales.test.ts then checks the
 * three files hold the same keys, the plural forms and the same placeholders.
 *
 * How the server translates: server components call `getT(ns, { lng })` (next-i18next); everything
 * else on the server (route handlers, e-mails, order payloads) calls `serverT(lng, ns)`, which is
 * synchronous. Both are in src/i18n/server.ts and read the same `resources` object. The browser gets
 * its share from the layout, which hands `CLIENT_NAMESPACES` of the page's language to the islands'
 * translator (src/i18n/translator.ts, not i18next), and from the route layouts that add a page's own
 * (`PAGE_NAMESPACES`), so this module never reaches a browser bundle.
 *
 * Why read the files from disk instead of importing them: a static import needs one hand-written
 * line per language and namespace, a template-literal `import()` is asynchronous, and a generated
 * module or `import.meta.glob` would not run under jest or webpack. `process.cwd()` is the project
 * root under `next start`, `next dev` and jest; for hosts that copy only traced files,
 * next.config.js adds `locales/` to every route's output file trace. The cost: `next dev` reads the
 * files once, so it needs a restart to show an edited text.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@/config/shop';
import type checkout from '../../locales/uk/checkout.json';

export const NAMESPACES = [
  'common',
  'home',
  'errors',
  'cart',
  'catalog',
  'product',
  'checkout',
  'tracking',
  'blog',
  'reviews',
  'content',
  'wheel',
  'callback',
  'favourites',
  'search',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces the layout does not send to the browser: `home`, `catalog` and `blog` are rendered by
 * server components only, and the pages whose islands use `product`, `tracking` or `reviews` (the
 * review form and photos: the reviews page and a product's page) add them through their route's
 * layout (src/components/i18n/page-texts.tsx). A new namespace is sent with every page until it is
 * listed here.
 */
// `checkout` goes with the checkout's pages, and with the call-me-back popup (open on any page, it
// uses the checkout's phone field and its messages) when it opens; `callback` with the call-me-back
// popup when it opens (a product's button gets its label from the page), and with the basket popup's
// call-me-back button when the basket opens; `cart` with the pages that
// sell from their own islands (a product, the discovery sets, a certificate, the checkout), and with
// the basket and gift popups when they open; `wheel` with the checkout (the wheel after a purchase),
// and with the site wheel's popup when it opens (its launcher's one label comes from the layout):
// src/components/i18n/lazy-texts.tsx.
export const PAGE_NAMESPACES = [
  'home',
  'catalog',
  'blog',
  'product',
  'tracking',
  'checkout',
  'reviews',
  'callback',
  'cart',
  'wheel',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** What the layout sends to the browser on every page: the layout's islands and error boundary use them. */
export const CLIENT_NAMESPACES: Namespace[] = NAMESPACES.filter(
  (ns) => !(PAGE_NAMESPACES as readonly string[]).includes(ns),
);

export const LOCALES_DIR = path.join(process.cwd(), 'locales');

/** A namespace's texts: nested objects whose leaves are strings (locales.test.ts holds them to it). */
export type Texts = Record<string, unknown>;

function readNamespace(lng: Language, ns: Namespace): Texts {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), 'utf8'));
}

function byKey<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

export const resources = byKey(LANGUAGES, (lng) => byKey(NAMESPACES, (ns) => readNamespace(lng, ns)));

/** One language's texts in the given namespaces, as a client provider takes them. */
export function resourcesFor(lng: Language, namespaces: readonly Namespace[] = NAMESPACES) {
  return { [lng]: byKey(namespaces, (ns) => resources[lng][ns]) };
}

/**
 * The codes checkout.json has a message for, so a refusal cannot name a code without a text. Only a
 * type: the Ukrainian file is the reference, and locales.test.ts keeps the other languages equal.
 */
export type CheckoutErrorCode = WithoutPluralForm<keyof (typeof checkout)['errors']>;

/** `quantity_over_stock_few` → `quantity_over_stock`: i18next picks the form from `count`. */
type WithoutPluralForm<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;
