import { DEFAULT_LANG } from '../wordpress/languages';
import { LANGS, type Lang, type L10n, type ProductDoc } from './model';

/*
 * A product's texts in the other languages, as a stock WordPress keeps them: WooCommerce gives a
 * product one name, description and set of meta values whatever `?lang=` asks (Polylang free does
 * not translate products), so staff write the other languages into meta fields named
 * `<field>_<language>` (the ACF group "Product texts"). The demo documents hold every text as an L10n;
 * here the default language is the product's own and the others become that meta.
 */

const OTHER_LANGS = LANGS.filter((lang) => lang !== DEFAULT_LANG);
const OWN_TEXTS = ['name', 'short_description', 'description'] as const;
type OwnText = (typeof OWN_TEXTS)[number];

const isOwnText = (field: string): field is OwnText => (OWN_TEXTS as readonly string[]).includes(field);

/** Meta ids of the translations, apart from the product's other meta (ids are the meta table's rows). */
const translationMetaId = (product: ProductDoc, n: number) => product.id * 1000 + 500 + n;

/** The translations as the meta_data entries a real product answers with. */
export function translationMeta(product: ProductDoc): { id: number; key: string; value: string }[] {
  const texts: [string, L10n][] = [
    ...OWN_TEXTS.map((field): [string, L10n] => [field, product[field]]),
    ...product.meta.flatMap((m): [string, L10n][] => (typeof m.value === 'object' ? [[m.key, m.value]] : [])),
  ];
  return texts.flatMap(([field, value], i) =>
    OTHER_LANGS.map((lang, j) => ({
      id: translationMetaId(product, i * OTHER_LANGS.length + j),
      key: `${field}_${lang}`,
      value: value[lang],
    })),
  );
}

/**
 * A meta entry written through REST that is one of the translations: it changes that language's
 * text. Returns null for any other key (stored as ordinary meta).
 */
export function withTranslation(product: ProductDoc, key: string, value: string): ProductDoc | null {
  const match = /^(.+)_([a-z]{2})$/.exec(key);
  if (!match) return null;
  const [, field, lang] = match;
  if (!OTHER_LANGS.includes(lang as Lang)) return null;
  if (isOwnText(field)) return { ...product, [field]: { ...product[field], [lang]: value } };
  const i = product.meta.findIndex((m) => m.key === field && typeof m.value === 'object');
  if (i < 0) return null;
  const meta = [...product.meta];
  meta[i] = { ...meta[i], value: { ...(meta[i].value as L10n), [lang]: value } };
  return { ...product, meta };
}
