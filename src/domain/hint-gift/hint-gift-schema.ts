import { z } from 'zod';
import { HINT_GIFT_MESSAGE_MAX, LANGUAGES } from '@/config/shop';
import { hasLink } from './has-link';

const noLinks = (text: string) => !hasLink(text);

/** The popup's form; messages are keys of the `product` namespace. */
export const hintGiftFormSchema = z.object({
  email: z.string().trim().min(1, 'hintGift.errors.emailRequired').pipe(z.email('hintGift.errors.email')),
  name: z.string().trim().max(100, 'hintGift.errors.nameTooLong').refine(noLinks, 'hintGift.errors.noLinks'),
  message: z
    .string()
    .trim()
    .max(HINT_GIFT_MESSAGE_MAX, 'hintGift.errors.messageTooLong')
    .refine(noLinks, 'hintGift.errors.noLinks'),
});

export type HintGiftFormValues = z.infer<typeof hintGiftFormSchema>;

/**
 * POST /api/hint-gift: the form plus which product, in which language, and the captcha's token. Links
 * in the name or message are the use case's to refuse, with the field and the shopper's words.
 */
export const hintGiftRequestSchema = z.object({
  email: z.email(),
  name: z.string().trim().max(100).optional(),
  message: z.string().trim().max(HINT_GIFT_MESSAGE_MAX).optional(),
  productSlug: z.string().min(1).max(200),
  locale: z.enum(LANGUAGES),
  captcha: z.string().max(8_192).optional(),
});

export type HintGiftRequest = z.infer<typeof hintGiftRequestSchema>;
