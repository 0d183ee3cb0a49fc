import type { Metadata } from 'next';
import { benchPagesOnly } from '../bench-pages';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Empty on purpose: the first-load JS baseline for `npm run bench`. */
export default async function BenchEmptyPage() {
  await benchPagesOnly();
  return <p>bench</p>;
}
