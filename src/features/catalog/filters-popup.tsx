'use client';

import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/ui/button';
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
      <Button variant="secondary" className={styles.filtersButton} onClick={() => setOpen(true)}>
        {texts.open}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={texts.title} closeLabel={texts.close}>
        {children}
        <Button block className={styles.apply} onClick={() => setOpen(false)}>
          {texts.apply}
        </Button>
      </Dialog>
    </>
  );
}
