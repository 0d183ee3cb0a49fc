const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hidden);
}

/**
 * Where Tab should go instead of leaving `container`: from the last element forwards to the first,
 * from the first (or the container itself) backwards to the last. Null lets the browser move focus.
 */
export function wrapFocusTarget(container: HTMLElement, active: Element | null, backwards: boolean) {
  const items = focusableIn(container);
  if (items.length === 0) return container;
  const first = items[0];
  const last = items[items.length - 1];
  if (backwards && (active === first || active === container)) return last;
  if (!backwards && active === last) return first;
  if (!active || !container.contains(active)) return first;
  return null;
}
