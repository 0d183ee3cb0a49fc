'use client';

import { useEffect } from 'react';

// Dialogs may stack (a prompt over the basket): the page unlocks only when the last one closes.
let locks = 0;
let previousOverflow = '';

/** Keeps the page behind an open dialog from scrolling. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    if (locks === 0) {
      previousOverflow = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) root.style.overflow = previousOverflow;
    };
  }, [locked]);
}
