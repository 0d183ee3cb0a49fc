import type { Language } from '@/config/shop';
import en from '../../../locales/en/cart.json';
import ru from '../../../locales/ru/cart.json';
import uk from '../../../locales/uk/cart.json';

/** The `cart` namespace, bundled like the others in src/i18n/i18n-config.ts. */
export const CART_NAMESPACE = 'cart';

export const cartResources = { uk, en, ru } satisfies Record<Language, unknown>;
