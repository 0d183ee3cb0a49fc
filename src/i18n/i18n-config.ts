import type { I18nConfig } from 'next-i18next/proxy';
import type { Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/config/shop';
import ukCommon from '../../locales/uk/common.json';
import ukHome from '../../locales/uk/home.json';
import ukErrors from '../../locales/uk/errors.json';
import ukCart from '../../locales/uk/cart.json';
import ukCatalog from '../../locales/uk/catalog.json';
import ukProduct from '../../locales/uk/product.json';
import ukCheckout from '../../locales/uk/checkout.json';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import enErrors from '../../locales/en/errors.json';
import enCart from '../../locales/en/cart.json';
import enCatalog from '../../locales/en/catalog.json';
import enProduct from '../../locales/en/product.json';
import enCheckout from '../../locales/en/checkout.json';
import ruCommon from '../../locales/ru/common.json';
import ruHome from '../../locales/ru/home.json';
import ruErrors from '../../locales/ru/errors.json';
import ruCart from '../../locales/ru/cart.json';
import ruCatalog from '../../locales/ru/catalog.json';
import ruProduct from '../../locales/ru/product.json';
import ruCheckout from '../../locales/ru/checkout.json';

export const NAMESPACES = ['common', 'home', 'errors', 'cart', 'catalog', 'product', 'checkout'] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** The codes checkout.json has a message for, so a refusal cannot name a code without a text. */
export type CheckoutErrorCode = keyof (typeof ukCheckout)['errors'];

// Bundled rather than read from disk at runtime: the texts are small, and a bundled copy works the
// same under `next start`, serverless hosts and jest.
export const resources = {
  uk: {
    common: ukCommon,
    home: ukHome,
    errors: ukErrors,
    cart: ukCart,
    catalog: ukCatalog,
    product: ukProduct,
    checkout: ukCheckout,
  },
  en: {
    common: enCommon,
    home: enHome,
    errors: enErrors,
    cart: enCart,
    catalog: enCatalog,
    product: enProduct,
    checkout: enCheckout,
  },
  ru: {
    common: ruCommon,
    home: ruHome,
    errors: ruErrors,
    cart: ruCart,
    catalog: ruCatalog,
    product: ruProduct,
    checkout: ruCheckout,
  },
} satisfies Resource;

/**
 * Only next-i18next's server and client halves are used. Its proxy detects the language from a cookie
 * and Accept-Language, while the spec wants the URL alone to decide, so `src/proxy.ts` is our own.
 */
export const i18nConfig: I18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: [...NAMESPACES],
  resources,
  i18nextOptions: { interpolation: { escapeValue: false } },
};
