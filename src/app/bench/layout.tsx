import type { ReactNode } from 'react';

/**
 * A root layout of its own, outside [lng]: no providers, header or scripts of the shop, so the
 * benchmark's pages measure only what Next itself ships and renders.
 */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="uk">
      <body>{children}</body>
    </html>
  );
}
