import type { Language } from '@/config/shop';
import en from '../../locales/en/checkout.json';
import ru from '../../locales/ru/checkout.json';
import uk from '../../locales/uk/checkout.json';

export type CheckoutTexts = typeof en;

const TEXTS: Record<Language, CheckoutTexts> = { uk, en, ru };

export function checkoutTexts(lng: Language): CheckoutTexts {
  return TEXTS[lng];
}

export type CheckoutErrorCode = keyof CheckoutTexts['errors'];

/** The shopper-facing text of an error code, in the shopper's language (STYLE: messages from locales/). */
export function checkoutMessage(lng: Language, code: CheckoutErrorCode): string {
  return TEXTS[lng].errors[code];
}

/** `{{name}}` placeholders, as the locale files write them for i18next. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
