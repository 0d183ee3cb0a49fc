'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './header.module.css';

/**
 * The mega menu's `<nav>`: the panels open by CSS (hover, :focus-within) and this closes them the
 * way spec §2 asks. A chosen link keeps focus after the client-side navigation, and the pointer
 * usually still rests over the panel, so on a route change the focus leaves the menu and the panels
 * stay shut until the pointer leaves the menu or comes back. Escape shuts them too, leaving focus
 * on the item's own link; Tab then moves on to the next item, and focus coming back opens it again.
 */
export function DesktopNav({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [shut, setShut] = useState(false);
  const pathname = usePathname();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && ref.current?.contains(focused)) focused.blur();
    // The route changed: the open panel goes, whatever the pointer is over.
    setShut(true);
  }, [pathname]);

  return (
    <nav
      ref={ref}
      className={styles.desktopNav}
      aria-label={label}
      data-shut={shut ? '' : undefined}
      onPointerEnter={() => setShut(false)}
      onPointerLeave={() => setShut(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setShut(true);
          const item = (event.target as HTMLElement).closest('li');
          const own = item?.parentElement?.closest('li') ?? item;
          own?.querySelector<HTMLElement>('a')?.focus();
        } else if (event.key === 'Tab' || event.key.startsWith('Arrow')) {
          setShut(false);
        }
      }}
    >
      {children}
    </nav>
  );
}
