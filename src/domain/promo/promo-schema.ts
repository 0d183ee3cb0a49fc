import { z } from 'zod';
import { localeSchema } from '@/i18n/locale-schema';

const id = z.number().int().positive();

const promoLineSchema = z.object({
  id,
  variation_id: id.optional(),
  count: z.number().int().positive().max(999),
});

const promoSetSchema = z.object({
  size: z.union([z.literal(6), z.literal(9)]),
  aromas: z.array(id).max(9).default([]),
  count: z.number().int().positive().max(999).default(1),
});

/** POST /api/promo. The e-mail may be empty here: an empty one answers `email_required`, not a 400. */
export const promoRequestSchema = z.object({
  code: z.string().trim().min(1, 'code must not be empty').max(100),
  email: z.string().trim().max(254).default(''),
  items: z.array(promoLineSchema).max(100).default([]),
  sets: z.array(promoSetSchema).max(50).default([]),
  locale: localeSchema,
});

export type PromoRequest = z.infer<typeof promoRequestSchema>;
