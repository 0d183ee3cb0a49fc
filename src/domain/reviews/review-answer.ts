import { int, INVALID, object, oneOf, type Read } from '@/domain/stored/read';

/** What POST /api/reviews answers 201: the review, held for staff to approve. */
export type ReviewCreated = { id: number; status: 'hold' };

const readCreated: Read<ReviewCreated> = object({ id: int(1), status: oneOf(['hold'] as const) });

/** The 201 body as the review form reads it, or null when it is not one. */
export function readReviewCreated(body: unknown): ReviewCreated | null {
  const created = readCreated(body);
  return created === INVALID ? null : created;
}
