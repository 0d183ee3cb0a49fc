'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useSetAtom } from 'jotai';
import { createPortal } from 'react-dom';
import { toastsAtom } from '@/components/toasts/toast-atoms';
import { wrapFocusTarget } from './focus-trap';
import { useScrollLock } from './use-scroll-lock';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: ReactNode;
  /** Accessible name of the × button, in the page's language (the dialog itself knows no texts). */
  closeLabel: string;
  children: ReactNode;
  /** Id of an element inside that describes the dialog (a prompt's question). */
  describedBy?: string;
  /** What takes focus on opening; the dialog itself by default, so reading starts at its title. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'small' | 'large';
};

/**
 * The one modal used by every popup (basket, gift, acceptSet, checkSet): labelled by its title,
 * focus kept inside while open and given back to the opener on close, Escape and the × button
 * close it, and the page behind does not scroll.
 */
export function Dialog(props: DialogProps) {
  // Closed dialogs render nothing, and nothing is portalled during the server render.
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  closeLabel,
  children,
  describedBy,
  initialFocusRef,
  size = 'small',
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(true);

  // The page's notices ("added to your cart") would lie over the dialog's title and × on a phone:
  // the dialog is what the shopper reads now. Notices the dialog's own actions raise show above it.
  const setToasts = useSetAtom(toastsAtom);
  useEffect(() => setToasts([]), [setToasts]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? panelRef.current)?.focus();
    return () => {
      // The opener may have gone (a removed line's button); then focus falls back to the page.
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: a new initialFocusRef object must not move focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Content that replaces the focused element (a form that becomes its thank-you) drops focus to the
  // page's body, where the panel's own key handler no longer hears Escape or Tab: the top dialog
  // listens on the document for that case.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || panel.contains(document.activeElement) || !isTopDialog(panel)) return;
      if (event.key === 'Escape') closeRef.current();
      else if (event.key === 'Tab') {
        event.preventDefault();
        panel.focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Only the top dialog closes when dialogs are stacked.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // React bubbles portalled events to the dialogs below this one; only this one traps focus.
    event.stopPropagation();
    const target = wrapFocusTarget(panelRef.current, document.activeElement, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        onKeyDown={onKeyDown}
        // A click inside must not reach the backdrop, which closes the dialog.
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" stroke="currentColor">
              <path d="M4 4l12 12M16 4L4 16" strokeWidth="1.5" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}

/** Whether `panel` is the last open modal (dialogs are portalled to the body in the order they open). */
function isTopDialog(panel: HTMLElement): boolean {
  const open = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return open[open.length - 1] === panel;
}
