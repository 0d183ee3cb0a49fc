import type { Metadata } from 'next';
import { benchPagesOnly } from '../bench-pages';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Thirty made-up lines: the size of a catalogue page, with nothing to fetch. */
const ITEMS = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `Aroma ${i + 1}`,
  price: 1000 + i * 50,
}));

/**
 * A bare Next page rendered on every request with a list the size of a catalogue page: what a
 * dynamic render costs with no shop layout and no data, for `npm run bench` to set a catalogue
 * render that was never asked before against.
 */
export default async function BenchListPage() {
  await benchPagesOnly();
  return (
    <ul>
      {ITEMS.map((item) => (
        <li key={item.id}>
          {item.name} — {item.price} ₴
        </li>
      ))}
    </ul>
  );
}
