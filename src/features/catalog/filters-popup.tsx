'use client';

import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import styles from './catalog-view.module.css';

/** Below 768 px the filters live in a popup; its links navigate behind it, so several can be ticked. */
export function FiltersPopup({
  texts,
  children,
}: {
  texts: { open: string; title: string; close: string; apply: string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`button-outline ${styles.filtersButton}`}
        onClick={() => setOpen(true)}
      >
        {texts.open}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={texts.title} closeLabel={texts.close}>
        {children}
        <button type="button" className={`button ${styles.apply}`} onClick={() => setOpen(false)}>
          {texts.apply}
        </button>
      </Dialog>
    </>
  );
}
