import { z } from 'zod';
import { WEEKDAYS } from '@/domain/callback/opening-hours';

/**
 * POST /api/callback's 201 answer, checked before the popup trusts it: the order a manager phones
 * about, and what the popup promises (a call within 30 minutes, or the next opening).
 */
export const callbackAnswerSchema = z.object({
  order: z.object({ id: z.number(), number: z.string() }),
  callback: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('soon'), minutes: z.number() }),
    z.object({
      kind: z.literal('later'),
      day: z.enum(['today', 'tomorrow', ...WEEKDAYS]),
      time: z.string(),
    }),
  ]),
});

export type CallbackAnswer = z.infer<typeof callbackAnswerSchema>;
