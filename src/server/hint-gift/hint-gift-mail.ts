import type { Language } from '@/config/shop';
import { serverT } from '@/i18n/server';

export type HintGiftMailInput = {
  lng: Language;
  productName: string;
  /** Absolute link to the product page in the shopper's language. */
  link: string;
  /** The shop as the recipient knows it: its site's host name. */
  shop: string;
  name?: string;
  message?: string;
};

/**
 * The plain-text hint, in the language of the page it was sent from. It ends by saying which shop
 * sent it and why, as the recipient never asked for it.
 */
export function hintGiftMail({ lng, productName, link, shop, name, message }: HintGiftMailInput): {
  subject: string;
  text: string;
} {
  const t = serverT(lng, 'product');
  const values = { product: productName, link, name: name ?? '', shop };
  const paragraphs = [
    t('hintGift.mail.greeting'),
    t(name ? 'hintGift.mail.from' : 'hintGift.mail.anonymous', values),
    ...(message ? [`${t('hintGift.mail.message')}\n${message}`] : []),
    t('hintGift.mail.link', values),
    t('hintGift.mail.why', values),
  ];
  return { subject: t('hintGift.mail.subject', values), text: paragraphs.join('\n\n') };
}
