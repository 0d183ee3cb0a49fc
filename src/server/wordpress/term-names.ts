import 'server-only';
import { cache } from 'react';
import type { Language } from '@/config/shop';
import { termNames, UNTRANSLATED, type TermNameEntry, type TermNames } from '@/domain/catalog/term-names';
import { TermNamesEnDocument, TermNamesRuDocument } from '@/graphql/generated/graphql';
import { CACHE_TAGS } from '@/server/cache-tags';
import { acfRows, acfText, reportProblems, type Problems } from './acf-values';
import { wpQuery } from './client';

const tags = [CACHE_TAGS.options];

type Row = Record<string, unknown>;

/** The `term_names` rows of one options page, each read as text (docs/woocommerce.md step 4). */
export function termNameEntries(rows: unknown): TermNameEntry[] {
  const problems: Problems = [];
  const path = 'termNames';
  const entries = acfRows<Row>(rows, path, problems).map((row, i) => ({
    term: acfText(row.term, `${path}[${i}].term`, problems),
    name: acfText(row.name, `${path}[${i}].name`, problems),
    description: acfText(row.description, `${path}[${i}].description`, problems),
  }));
  reportProblems('term names', problems);
  return entries;
}

async function rowsOf(lng: Exclude<Language, 'uk'>): Promise<unknown> {
  if (lng === 'en')
    return (await wpQuery(TermNamesEnDocument, {}, tags)).siteOptionsEn?.optionsFields?.termNames;
  return (await wpQuery(TermNamesRuDocument, {}, tags)).siteOptionsRu?.optionsFields?.termNames;
}

/**
 * The names of categories, tags and attribute values in `lng`. Ukrainian is WooCommerce's own. When
 * WordPress cannot be read, the catalogue still shows, with the Ukrainian names (logged). Once per
 * render: a catalogue page reads categories, terms and products, each in the page's language.
 */
export const termNamesIn = cache(async function termNamesIn(lng: Language): Promise<TermNames> {
  if (lng === 'uk') return UNTRANSLATED;
  try {
    return termNames(termNameEntries(await rowsOf(lng)));
  } catch (error) {
    console.error(`term names (${lng}) could not be loaded; Ukrainian names shown`, error);
    return UNTRANSLATED;
  }
});
