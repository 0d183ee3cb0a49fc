import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/shop';
import { memoizeFixedT } from './memoized-t';
import { NAMESPACES, resources, type Namespace } from './resources';

// Apart from next-i18next's server module, which imports `next/root-params` and so can be bundled
// only inside the App Directory: server code started by instrumentation (the unpaid-order sweep)
// translates too. The options are next-i18next's, so a key resolves the same way through either;
// `initAsync: false` makes the instance usable as soon as this module is loaded.
const instance = createInstance();
void instance.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackNS: 'common',
  resources,
  interpolation: { escapeValue: false },
  initAsync: false,
});
memoizeFixedT(instance);

/** A namespace's texts in one language, `t('errors.email')` or `t('email.subject', { number })`. */
export type ServerT = TFunction;

/**
 * Translation for route handlers, e-mails and other server code that knows the language and cannot
 * await: error messages (STYLE: messages from locales/), mail texts, WooCommerce line titles.
 */
export function serverT(lng: Language, ns: Namespace): ServerT {
  return instance.getFixedT(lng, ns);
}
