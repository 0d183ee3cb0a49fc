import type { L10n, Lang } from './model';
import { ATTRIBUTE_SEED, CATEGORY_SEED, TAG_SEED } from './seed-taxonomies';

/** One row of an options page's "Catalogue names" (ACF repeater `term_names`). */
export interface TermNameRow {
  term: string;
  name: string;
  description: string;
}

/** Names that are not among the seeded taxonomies: WooCommerce's default category, the certificates' attribute. */
export const OTHER_TERM_NAMES: L10n[] = [
  { uk: 'Без категорії', en: 'Uncategorized', ru: 'Без категории' },
  { uk: 'Номінал', en: 'Denomination', ru: 'Номинал' },
];

/*
 * What staff write on the English and Russian options pages so that categories, tags and attribute
 * values read in that language: WooCommerce keeps one (Ukrainian) name per term, so the demo's
 * translations become rows keyed by it. A name that is the same in both languages needs no row.
 */
export function termNameRows(lang: Lang): TermNameRow[] {
  if (lang === 'uk') return [];
  const names: L10n[] = [
    ...CATEGORY_SEED.map((category) => category.name),
    ...TAG_SEED.map((tag) => tag.name),
    ...ATTRIBUTE_SEED.flatMap((attribute) => [
      attribute.name,
      ...attribute.terms.map(([, uk, en, ru]) => ({ uk, en, ru })),
    ]),
    ...OTHER_TERM_NAMES,
  ];
  // A category's description is its name in every language (seed-taxonomies.ts).
  const described = new Set(CATEGORY_SEED.map((category) => category.name.uk));
  return names
    .filter((name) => name[lang] !== name.uk)
    .map((name) => ({
      term: name.uk,
      name: name[lang],
      description: described.has(name.uk) ? name[lang] : '',
    }));
}
