import { notFound } from 'next/navigation';

/** Any path no other route claims, in any language, is the 404 page (spec §2). */
export default function UnknownRoute(): never {
  notFound();
}
