import type { ReactNode } from 'react';

/**
 * A root layout of its own, outside [lng]: no providers, header or scripts of the shop, so the page
 * measures only what Next itself ships (the baseline of `npm run bench`'s first-load JS).
 */
export default function BenchEmptyLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="uk">
      <body>{children}</body>
    </html>
  );
}
