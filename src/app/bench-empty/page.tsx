import type { Metadata } from 'next';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Empty on purpose: the first-load JS baseline for `npm run bench`. */
export default function BenchEmptyPage() {
  return <p>bench</p>;
}
