import type { Language } from '@/config/shop';
import type { LanguageCodeFilterEnum } from '@/graphql/generated/graphql';

/** Polylang's GraphQL filter spells languages in capitals. */
export function languageFilter(lng: Language): LanguageCodeFilterEnum {
  return lng.toUpperCase() as Uppercase<Language>;
}
