import { pushEcommerce, type EcommercePayload } from './data-layer';
import type { Ga4Item, Ga4List } from './ga4-items';

/** select_item names the list the card was in, at the event and at the item (GA4 reads either). */
export function selectItemPayload(item: Ga4Item, list: Ga4List): EcommercePayload {
  return {
    item_list_id: list.listId,
    item_list_name: list.listName,
    items: [{ ...item, item_list_id: list.listId, item_list_name: list.listName }],
  };
}

export function trackSelectItem(item: Ga4Item, list: Ga4List): void {
  pushEcommerce('select_item', selectItemPayload(item, list));
}

/** Whether a click inside a card followed its link (and not, say, its add-to-cart button). */
export function isLinkClick(target: EventTarget | null, card: Element): boolean {
  if (!(target instanceof Element)) return false;
  const link = target.closest('a[href]');
  return link !== null && card.contains(link);
}
