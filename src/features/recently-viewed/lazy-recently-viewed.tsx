'use client';

import dynamic from 'next/dynamic';

/*
 * The row is read from the browser's storage, so the server has nothing to draw for it: its code
 * (with the client's product cards) loads after the page, out of the product page's first load.
 */
export const LazyRecentlyViewed = dynamic(
  () => import('./recently-viewed').then((module) => module.RecentlyViewed),
  { ssr: false },
);
