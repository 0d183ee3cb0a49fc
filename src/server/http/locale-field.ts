import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import { languageFromCode } from '@/i18n/languages';

/** A request body's `locale` (ua, uk, en or ru) as the shop's language; absent: the default one. */
export const localeField = z
  .string()
  .optional()
  .transform((code, ctx) => {
    const lng = code === undefined ? DEFAULT_LANGUAGE : languageFromCode(code);
    if (!lng) ctx.addIssue({ code: 'custom', message: 'locale must be ua, uk, en or ru' });
    return lng ?? DEFAULT_LANGUAGE;
  });
