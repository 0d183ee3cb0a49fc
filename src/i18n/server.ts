import { createServerI18next } from 'next-i18next/server';
import { i18nConfig } from './i18n-config';
import { memoizedT } from './memoized-t';

// Bound once to our config, so route handlers (bundled apart from the layouts) need no init step.
const server = createServerI18next(i18nConfig);

/** next-i18next's getT, its t memoized (memoized-t.ts: a page asks for the same texts each render). */
export const getT = (async (...args: Parameters<typeof server.getT>) => {
  const found = await server.getT(...args);
  return { ...found, t: memoizedT(found.t, found.i18n) };
}) as typeof server.getT;

export { serverT, type ServerT } from './server-t';
