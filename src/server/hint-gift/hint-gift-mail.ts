import type { Language } from '@/config/shop';
import { resources } from '@/i18n/i18n-config';

export type HintGiftMailInput = {
  lng: Language;
  productName: string;
  /** Absolute link to the product page in the shopper's language. */
  link: string;
  name?: string;
  message?: string;
};

type MailTexts = (typeof resources)['uk']['product']['hintGift']['mail'];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/** The plain-text hint, in the language of the page it was sent from. */
export function hintGiftMail({ lng, productName, link, name, message }: HintGiftMailInput): {
  subject: string;
  text: string;
} {
  const texts: MailTexts = resources[lng].product.hintGift.mail;
  const values = { product: productName, link, name: name ?? '' };
  const paragraphs = [
    texts.greeting,
    fill(name ? texts.from : texts.anonymous, values),
    ...(message ? [`${texts.message}\n${message}`] : []),
    fill(texts.link, values),
  ];
  return { subject: fill(texts.subject, values), text: paragraphs.join('\n\n') };
}
