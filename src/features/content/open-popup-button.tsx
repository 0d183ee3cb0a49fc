'use client';

import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { contentPopupAtom, type ContentPopup } from './content-popup-atoms';

/** A button that opens one of the content popups (its code loads on that first opening). */
export function OpenPopupButton({
  popup,
  className,
  children,
}: {
  popup: ContentPopup;
  className?: string;
  children: ReactNode;
}) {
  const open = useSetAtom(contentPopupAtom);
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => open(popup)}>
      {children}
    </button>
  );
}
