import type { Language } from '@/config/shop';
import en from '../../../locales/en/catalog.json';
import ru from '../../../locales/ru/catalog.json';
import uk from '../../../locales/uk/catalog.json';

/** The `catalog` namespace, to be bundled like the others in src/i18n/i18n-config.ts. */
export const CATALOG_NAMESPACE = 'catalog';

export const catalogResources = { uk, en, ru } satisfies Record<Language, unknown>;
