'use client';

import { useRef, type ReactNode } from 'react';
import type { Ga4Item } from './ga4-items';
import { isLinkClick, trackSelectItem } from './select-item';
import { useViewItemList } from './use-view-item-list';

/**
 * A product card's analytics, around server-rendered markup: view_item_list when it is first seen,
 * select_item when its link is followed (a click on its add-to-cart button is not a selection).
 */
export function TrackedCard({
  item,
  listId,
  listName,
  className,
  children,
}: {
  item: Ga4Item;
  listId: string;
  listName: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useViewItemList(ref, item, listId, listName);
  return (
    <div
      ref={ref}
      className={className}
      onClickCapture={(event) => {
        if (ref.current && isLinkClick(event.target, ref.current)) {
          trackSelectItem(item, { listId, listName });
        }
      }}
    >
      {children}
    </div>
  );
}
