import type { Language } from '@/config/shop';
import { INTL_LOCALE, localizedPath } from '@/i18n/languages';
import { serverT } from '@/i18n/server';

export type PrizeMailInput = {
  lng: Language;
  prize: string;
  code: string;
  /** The last day the code works, YYYY-MM-DD. */
  expires: string;
  email: string;
  siteUrl: string;
};

/** The day as the shopper's language writes it; the coupon's last day, not a moment. */
export function formatPrizeDate(lng: Language, day: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lng], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The plain-text mail with the prize's code, in the language of the page the wheel was spun on. */
export function prizeMail({ lng, prize, code, expires, email, siteUrl }: PrizeMailInput): {
  subject: string;
  text: string;
} {
  const t = serverT(lng, 'wheel');
  const link = `${siteUrl}${localizedPath(lng, '/catalog')}`;
  const paragraphs = [
    t('mail.greeting'),
    t('mail.won', { prize }),
    t('mail.code', { code }),
    t('mail.terms', { date: formatPrizeDate(lng, expires), email }),
    t('mail.use', { link }),
  ];
  return { subject: t('mail.subject', { prize }), text: paragraphs.join('\n\n') };
}
