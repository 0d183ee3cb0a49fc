'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ANCHOR_SCROLL_OFFSET_PX } from '@/config/shop';

/**
 * Spec §2: a navigation to a hash lands smoothly 150 px above the target; any other navigation
 * starts at the top. Next scrolls to the top by itself; this covers a hash on a new page, whose
 * target exists only once the page has rendered.
 */
export function ScrollManager() {
  const pathname = usePathname();

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_SCROLL_OFFSET_PX;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top, behavior: still ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
