import { createServerI18next } from 'next-i18next/server';
import { i18nConfig } from './i18n-config';

// Bound once to our config, so route handlers (bundled apart from the layouts) need no init step.
export const { getT, getResources } = createServerI18next(i18nConfig);

export { serverT, type ServerT } from './server-t';
