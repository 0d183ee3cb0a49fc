'use client';

import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { toastsAtom } from './toast-atoms';
import { removeToast, toggleToast, type ToastVariant } from './toast-rules';

export type ShowToast = { text: string; variant?: ToastVariant; id?: string };

let sequence = 0;

/** `show` puts a message on screen (the id defaults to the text, so a repeated message toggles). */
export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  const show = useCallback(
    ({ text, variant = 'info', id = text }: ShowToast) =>
      setToasts((toasts) => toggleToast(toasts, { id, text, variant })),
    [setToasts],
  );
  const dismiss = useCallback((id: string) => setToasts((toasts) => removeToast(toasts, id)), [setToasts]);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

/** A fresh id for messages that must never toggle each other off. */
export function uniqueToastId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}
