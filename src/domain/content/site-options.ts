import type { Language } from '@/config/shop';

/** The ACF options page (spec §3 "Options record") in the storefront's own shape. */

export const SOCIAL_NAMES = ['instagram', 'telegram', 'tiktok', 'youtube'] as const;
export type SocialName = (typeof SOCIAL_NAMES)[number];

export type SocialLink = { name: SocialName; url: string };

/** A footer language link: `code` is the site language, `label` what the options page shows (ua, ru, en). */
export type LanguageLink = { code: Language; label: string };

type FaqItem = { question: string; answer: string };

type Contacts = {
  email: string;
  phone: string;
  address: string;
  timeWork: string;
  mapUrl: string;
  messengerUrl: string;
  botUrl: string;
};

/** Payment by bank details (spec §9): what the checkout's props popup shows, each copyable. */
export type Requisites = { recipient: string; iban: string; taxId: string; purpose: string };

export type HeaderProduct = { slug: string; title: string; image: string; price: string };

export type SiteOptions = {
  socials: SocialLink[];
  langs: LanguageLink[];
  faq: { hidden: boolean; items: FaqItem[] };
  contacts: Contacts;
  headerProducts: HeaderProduct[];
  requisites: Requisites;
  buttonType: string;
  copyright: string;
};

/** Spec §9: the footer's language list when the options page gives none. */
export const DEFAULT_LANGUAGE_LINKS: LanguageLink[] = [
  { code: 'uk', label: 'ua' },
  { code: 'ru', label: 'ru' },
  { code: 'en', label: 'en' },
];

/** Used when WordPress cannot be reached, so the header and footer still render. */
export const EMPTY_SITE_OPTIONS: SiteOptions = {
  socials: [],
  langs: DEFAULT_LANGUAGE_LINKS,
  faq: { hidden: true, items: [] },
  contacts: { email: '', phone: '', address: '', timeWork: '', mapUrl: '', messengerUrl: '', botUrl: '' },
  headerProducts: [],
  requisites: { recipient: '', iban: '', taxId: '', purpose: '' },
  buttonType: '',
  copyright: '',
};

/** A `tel:` link for the options page's phone as staff type it (`+38 (044) 123-45-67`): digits and `+` only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
