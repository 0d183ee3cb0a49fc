import { z } from 'zod';
import { WEEKDAYS } from '@/domain/callback/opening-hours';

/** POST /api/callback's 201 answer, checked before the popup trusts it. */
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

/** A refusal's body: `field` names what the shopper can fix (`phone`, `captcha`, `items.0`). */
export const callbackErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
