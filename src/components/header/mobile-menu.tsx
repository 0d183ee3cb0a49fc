'use client';

import { useT } from '@/i18n/use-t';
import Link from '@/components/ui/shop-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { BREAKPOINTS, type Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { NAVIGATION, type NavItem } from './navigation';
import styles from './mobile-menu.module.css';

/**
 * The narrow-screen menu (spec §2): nested submenus, Escape closes it, a route change closes it,
 * and below 767 px the page behind it does not scroll.
 */
export function MobileMenu({ lng, botUrl }: { lng: Language; botUrl: string }) {
  const { t } = useT('common');
  const pathname = usePathname();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Remembering where the menu was opened closes it on any route change without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useScrollLock(open);

  return (
    <div className={styles.mobileMenu}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('menu.close') : t('menu.open')}
        onClick={() => setOpenedOn(open ? null : pathname)}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={t('nav.label')}>
          <ul className={styles.list}>
            {NAVIGATION.map((item) => (
              <MobileItem key={item.key} item={item} lng={lng} />
            ))}
          </ul>
          {botUrl && (
            <a className={styles.advice} href={botUrl} target="_blank" rel="noopener noreferrer">
              {t('nav.advice')}
            </a>
          )}
        </nav>
      </div>
    </div>
  );
}

function MobileItem({ item, lng }: { item: NavItem; lng: Language }) {
  const { t } = useT('common');
  const submenuId = useId();
  const [expanded, setExpanded] = useState(false);
  const name = t(`nav.${item.key}`);

  if (!item.children) {
    return (
      <li>
        <Link className={styles.link} href={localizedPath(lng, item.href)}>
          {name}
        </Link>
      </li>
    );
  }

  return (
    <li>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={expanded}
        aria-controls={submenuId}
        onClick={() => setExpanded((value) => !value)}
      >
        {name}
        <span className="visually-hidden">
          {expanded ? t('menu.closeSubmenu', { name }) : t('menu.openSubmenu', { name })}
        </span>
      </button>
      <ul id={submenuId} className={styles.submenu} hidden={!expanded}>
        {item.children.map((child) => (
          <li key={child.key}>
            <Link className={styles.link} href={localizedPath(lng, child.href)}>
              {t(`nav.${child.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Locks page scrolling while `locked`, on viewports of the scroll-lock breakpoint and below. */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const query = window.matchMedia(`(max-width: ${BREAKPOINTS.scrollLock}px)`);
    const root = document.documentElement;
    const previous = root.style.overflow;
    const apply = () => {
      root.style.overflow = query.matches ? 'hidden' : previous;
    };
    apply();
    query.addEventListener('change', apply);
    return () => {
      query.removeEventListener('change', apply);
      root.style.overflow = previous;
    };
  }, [locked]);
}
