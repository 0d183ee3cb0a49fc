'use client';

import { createContext, useContext, useEffect, type RefObject } from 'react';
import { VIEW_THRESHOLD } from '@/config/analytics';
import type { Ga4Item } from './ga4-items';
import type { ViewItemListBatcher } from './view-item-list-batcher';

export interface ViewItemListContextValue {
  batcher: ViewItemListBatcher;
  /** Changes with the URL, so cards still on screen after a filter change count as seen again. */
  pageView: string;
}

export const ViewItemListContext = createContext<ViewItemListContextValue | null>(null);

/**
 * Reports the element's item to the page's view_item_list batch the first time at least half of it
 * is on screen. Needs a <ViewItemListTracker> above it; without one nothing is reported.
 */
export function useViewItemList(
  element: RefObject<Element | null>,
  item: Ga4Item,
  listId: string,
  listName: string,
): void {
  const context = useContext(ViewItemListContext);

  useEffect(() => {
    const node = element.current;
    if (!context || !node || typeof IntersectionObserver === 'undefined') return;
    const { batcher, pageView } = context;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          batcher.add({ listId, listName }, item, pageView);
          observer.disconnect();
        }
      },
      { threshold: VIEW_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [context, element, item, listId, listName]);

  useEffect(() => {
    if (!context && process.env.NODE_ENV === 'development') {
      console.warn('useViewItemList: no <ViewItemListTracker> above; view_item_list is not sent');
    }
  }, [context]);
}
