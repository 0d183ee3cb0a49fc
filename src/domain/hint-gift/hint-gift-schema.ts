import { z } from 'zod';
import { HINT_GIFT_MESSAGE_MAX, LANGUAGES } from '@/config/shop';

/** The popup's form; messages are keys of the `product` namespace. */
export const hintGiftFormSchema = z.object({
  email: z.string().trim().min(1, 'hintGift.errors.emailRequired').pipe(z.email('hintGift.errors.email')),
  name: z.string().trim().max(100, 'hintGift.errors.nameTooLong'),
  message: z.string().trim().max(HINT_GIFT_MESSAGE_MAX, 'hintGift.errors.messageTooLong'),
});

export type HintGiftFormValues = z.infer<typeof hintGiftFormSchema>;

/** POST /api/hint-gift: the form plus which product, in which language. */
export const hintGiftRequestSchema = z.object({
  email: z.email(),
  name: z.string().trim().max(100).optional(),
  message: z.string().trim().max(HINT_GIFT_MESSAGE_MAX).optional(),
  productSlug: z.string().min(1).max(200),
  locale: z.enum(LANGUAGES),
});

export type HintGiftRequest = z.infer<typeof hintGiftRequestSchema>;
