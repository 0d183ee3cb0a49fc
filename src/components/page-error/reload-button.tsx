'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Loads the address again: the page the shopper asked for, which the server may serve by now. */
export function ReloadButton({ children }: { children: ReactNode }) {
  return <Button onClick={() => window.location.reload()}>{children}</Button>;
}
