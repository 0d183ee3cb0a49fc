'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { BREAKPOINTS } from '@/config/shop';

const TARGETS = '.reveal, .reveal-sections > *';

/**
 * Spec §9: blocks marked `.reveal` (and the children of `.reveal-sections`) fade in once, over
 * 1200 ms, as they scroll into view; only from 1199 px wide and without prefers-reduced-motion.
 * Only an element this island has marked `pending` is hidden, so the page reads the same without
 * JavaScript (and content streamed in later is never left hidden); what is already on screen when
 * it runs is not faded at all.
 */
export function RevealOnScroll() {
  const pathname = usePathname();

  useEffect(() => {
    const motion = window.matchMedia(
      `(min-width: ${BREAKPOINTS.tabletVW}px) and (prefers-reduced-motion: no-preference)`,
    );
    if (!motion.matches || typeof IntersectionObserver === 'undefined') return;
    const pending = [...document.querySelectorAll<HTMLElement>(TARGETS)].filter(
      (element) => !element.dataset.revealed,
    );
    for (const element of pending) {
      element.dataset.revealed = element.getBoundingClientRect().top < window.innerHeight ? 'now' : 'pending';
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.revealed = 'animate';
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const element of pending) if (element.dataset.revealed === 'pending') observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}
