import type { Language } from '@/config/shop';
import { serverT } from '@/i18n/server';

export type HintGiftMailInput = {
  lng: Language;
  productName: string;
  /** Absolute link to the product page in the shopper's language. */
  link: string;
  name?: string;
  message?: string;
};

/** The plain-text hint, in the language of the page it was sent from. */
export function hintGiftMail({ lng, productName, link, name, message }: HintGiftMailInput): {
  subject: string;
  text: string;
} {
  const t = serverT(lng, 'product');
  const values = { product: productName, link, name: name ?? '' };
  const paragraphs = [
    t('hintGift.mail.greeting'),
    t(name ? 'hintGift.mail.from' : 'hintGift.mail.anonymous', values),
    ...(message ? [`${t('hintGift.mail.message')}\n${message}`] : []),
    t('hintGift.mail.link', values),
  ];
  return { subject: t('hintGift.mail.subject', values), text: paragraphs.join('\n\n') };
}
