export type ToastVariant = 'info' | 'success' | 'error';

export type Toast = { id: string; text: string; variant: ToastVariant };

/**
 * Spec §4: showing a toast whose id is already on screen removes that toast instead of adding
 * another, so a repeated action toggles its message rather than stacking copies.
 */
export function toggleToast(toasts: Toast[], toast: Toast): Toast[] {
  return toasts.some((t) => t.id === toast.id) ? toasts.filter((t) => t.id !== toast.id) : [...toasts, toast];
}

export function removeToast(toasts: Toast[], id: string): Toast[] {
  return toasts.filter((t) => t.id !== id);
}
