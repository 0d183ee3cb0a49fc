import { GA4_MAX_ITEMS_PER_EVENT, VIEW_ITEM_LIST_DELAY_MS } from '@/config/analytics';
import { pushEcommerce } from './data-layer';
import type { Ga4Item, Ga4List } from './ga4-items';

export type SendViewItemList = (list: Ga4List, items: Ga4Item[]) => void;

export interface ViewItemListBatcher {
  /**
   * A card came into view during page view `pageView`. Returns false when the item was already
   * reported for this list in this page view.
   */
  add(list: Ga4List, item: Ga4Item, pageView?: string): boolean;
  /** Sends what is pending now, e.g. before the page goes away. */
  flush(): void;
}

export const sendViewItemList: SendViewItemList = (list, items) => {
  for (let i = 0; i < items.length; i += GA4_MAX_ITEMS_PER_EVENT) {
    pushEcommerce('view_item_list', {
      item_list_id: list.listId,
      item_list_name: list.listName,
      items: items.slice(i, i + GA4_MAX_ITEMS_PER_EVENT),
    });
  }
};

/**
 * Collects the cards a shopper scrolls past and reports them as one view_item_list per list, sent
 * `delayMs` after the last card came into view (spec §7: batched with a 500 ms delay), so a fast
 * scroll over a grid is one event, not one per card. Each item is reported once per list per page
 * view; a new `pageView` key (another URL) sends what is pending and starts counting again.
 */
export function createViewItemListBatcher(
  send: SendViewItemList = sendViewItemList,
  delayMs: number = VIEW_ITEM_LIST_DELAY_MS,
): ViewItemListBatcher {
  let currentPageView = '';
  const seen = new Set<string>();
  let pending = new Map<string, { list: Ga4List; items: Ga4Item[] }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    const batches = pending;
    pending = new Map();
    for (const { list, items } of batches.values()) {
      // Cards come into view in any order; the report lists them as the page does.
      send(
        list,
        [...items].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)),
      );
    }
  }

  function add(list: Ga4List, item: Ga4Item, pageView = ''): boolean {
    if (pageView !== currentPageView) {
      flush();
      seen.clear();
      currentPageView = pageView;
    }
    const key = `${list.listId}\u0000${item.item_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const batch = pending.get(list.listId) ?? { list, items: [] };
    batch.items.push({ ...item, item_list_id: list.listId, item_list_name: list.listName });
    pending.set(list.listId, batch);
    clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
    return true;
  }

  return { add, flush };
}
