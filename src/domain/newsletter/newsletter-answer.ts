import { object, oneOf, type Read } from '@/domain/stored/read';

/**
 * The answer of POST /api/newsletter for a subscription that went through. The footer's form reads it
 * on every page, hence a plain reader, not zod (stored/read.ts).
 */
export const readNewsletterAnswer: Read<{ status: 'subscribed' | 'already' }> = object({
  status: oneOf(['subscribed', 'already']),
});
