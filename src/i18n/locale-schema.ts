import { z } from 'zod';
import { languageFromCode } from './languages';

/** A language as callers of our API send it: uk, en, ru, or "ua" as the spec spells Ukrainian. */
export const localeSchema = z
  .string({ error: 'locale must be one of uk, ua, en, ru' })
  .transform((value, context) => {
    const lng = languageFromCode(value);
    if (!lng) {
      context.addIssue({ code: 'custom', message: 'locale must be one of uk, ua, en, ru' });
      return z.NEVER;
    }
    return lng;
  });

export const localeBodySchema = z.object({ locale: localeSchema });
