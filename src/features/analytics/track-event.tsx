'use client';

import { useEffect, useRef } from 'react';
import { pushEcommerce, type EcommerceEventName, type EcommercePayload } from './data-layer';

/**
 * Sends one ecommerce event when a server-rendered page shows, e.g. view_item on a product page:
 * `<TrackEvent event="view_item" ecommerce={valuedItems([productToGa4Item(product)])} />`.
 * Sent again only when the payload changes (another product), not on re-renders or React's
 * development double-run of effects.
 */
export function TrackEvent({ event, ecommerce }: { event: EcommerceEventName; ecommerce: EcommercePayload }) {
  const sent = useRef<string | null>(null);
  const key = `${event}:${JSON.stringify(ecommerce)}`;
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    pushEcommerce(event, ecommerce);
  }, [key, event, ecommerce]);
  return null;
}
