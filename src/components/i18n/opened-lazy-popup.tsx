'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { LazyTexts, useTextsFailed, type LazyNamespace } from './lazy-texts';

/**
 * A popup loaded the first time it opens, with texts of its own (the basket and gift popups, the
 * basket's; the site wheel's; the call-me-back popup's): nothing before, then kept mounted so it can
 * close as it does (a popup that unmounts on close renders its children only while `open`). Its code (`load`, the same
 * import its `dynamic()` makes) is asked for beside the texts, not after them, and a popup whose
 * texts failed to come closes (`onClose`), says so, and asks again the next time it opens.
 */
export function OpenedLazyPopup({
  open,
  onClose,
  load,
  ns,
  children,
}: {
  open: boolean;
  onClose: () => void;
  load: () => Promise<unknown>;
  ns: LazyNamespace;
  children: ReactNode;
}) {
  const failed = useTextsFailed(onClose);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => {
    if (open) void load().catch(() => {});
  }, [open, load]);
  if (!used && !open) return null;
  return (
    <LazyTexts ns={ns} attempt={open} onFail={failed}>
      {children}
    </LazyTexts>
  );
}
