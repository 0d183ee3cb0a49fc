'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ViewItemListContext } from './use-view-item-list';
import { createViewItemListBatcher } from './view-item-list-batcher';

/**
 * Wraps the part of a page whose cards report view_item_list. `pageView` is the page's URL (path and
 * canonical query): a filter change keeps this component mounted, so the key is what tells a new
 * page view from a re-render.
 */
export function ViewItemListTracker({ pageView = '', children }: { pageView?: string; children: ReactNode }) {
  const [batcher] = useState(() => createViewItemListBatcher());

  useEffect(() => {
    // A shopper who leaves or hides the tab within the delay has still seen those cards.
    const onHide = () => {
      if (document.visibilityState === 'hidden') batcher.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      batcher.flush();
    };
  }, [batcher]);

  const value = useMemo(() => ({ batcher, pageView }), [batcher, pageView]);
  return <ViewItemListContext value={value}>{children}</ViewItemListContext>;
}
