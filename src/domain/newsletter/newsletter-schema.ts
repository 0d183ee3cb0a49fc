import { z } from 'zod';
import { LANGUAGES } from '@/config/shop';

/** POST /api/newsletter: the address (trimmed), the page's language, and the captcha's token (checked by the use case). */
export const newsletterRequestSchema = z.object({
  locale: z.enum(LANGUAGES),
  email: z.string().trim().max(254).pipe(z.email()),
  captcha: z.string().max(8192).optional(),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
