import 'server-only';
import { cache } from 'react';

/*
 * One deadline for all the platform reads of a page render, so a page that makes several calls in a
 * row waits at most this long in all, not this long per call (five reads of a hanging
 * WooCommerce held a page 25 s).
 *
 * Scoped with React's cache(): in a server component render (layouts, the page, generateMetadata)
 * it answers the same object for the whole request, and a new one for the next request. Next.js
 * gives a render no other per-request scope to hold a value in (no AsyncLocalStorage of our own can
 * be entered around a render). Outside a render (route handlers, the proxy, tests) cache() does not
 * remember, so each call gets the whole time for itself, as before.
 *
 * The clock starts at the render's first platform call; reads served from Next's data cache cost
 * next to nothing of it.
 */
export const PAGE_DEADLINE_MS = 5_000;

const renderClock = cache((): { startedAt: number } => ({ startedAt: Date.now() }));

/** Milliseconds a read starting now may take: its own time, or what is left of the page's. */
export function readTimeLeft(callTimeoutMs: number, now = Date.now()): number {
  const left = renderClock().startedAt + PAGE_DEADLINE_MS - now;
  return Math.max(0, Math.min(callTimeoutMs, left));
}
