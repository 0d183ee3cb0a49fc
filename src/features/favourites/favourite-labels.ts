import type { TFunction } from 'i18next';

/** What the heart says: to save the product, and (pressed) to take it out. */
export type FavouriteLabels = { add: string; remove: string };

/**
 * The heart's labels in the page's language, named with the product on a card (several sit side by
 * side). Made by whoever draws the heart, the server for the catalogue's cards and the product page,
 * so the heart itself asks for no translations: a catalogue page has a dozen of them.
 */
export function favouriteLabels(t: TFunction, name?: string): FavouriteLabels {
  const ns = 'favourites';
  return name === undefined
    ? { add: t('button.add', { ns }), remove: t('button.remove', { ns }) }
    : { add: t('button.addNamed', { ns, name }), remove: t('button.removeNamed', { ns, name }) };
}
