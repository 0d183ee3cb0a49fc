import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import { localeSchema } from '@/i18n/locale-schema';

/** Nova Poshta refs are GUIDs; anything else cannot name a city. */
export const npRefSchema = z
  .string({ error: 'city is required' })
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    'city must be a Nova Poshta ref',
  );

export const npSearchSchema = z.string().trim().max(100, 'q must be at most 100 characters').default('');

export const npLocaleSchema = localeSchema.default(DEFAULT_LANGUAGE);

export const citiesQuerySchema = z.object({ q: npSearchSchema, locale: npLocaleSchema });

export const warehousesQuerySchema = z.object({
  city: npRefSchema,
  type: z.enum(['branch', 'postbox'], { error: 'type must be branch or postbox' }).default('branch'),
  q: npSearchSchema,
  locale: npLocaleSchema,
});

export const streetsQuerySchema = z.object({ city: npRefSchema, q: npSearchSchema, locale: npLocaleSchema });
