import { readFileSync } from 'node:fs';
import path from 'node:path';

const MEMORY = Symbol.for('storefront.pageRoutes');

/**
 * The page routes under [lng], without it (`/catalog/[slug]`), from the build
 * (`app-path-routes-manifest.json`), so a page another change adds is matched as Next matches it.
 * Null outside a production build (`next dev`, jest).
 */
export function builtPageRoutes(): readonly string[] | null {
  const holder = globalThis as typeof globalThis & { [MEMORY]?: readonly string[] | null };
  if (holder[MEMORY] !== undefined) return holder[MEMORY];
  try {
    // The build's own directory: next.config.js takes it from NEXT_DIST_DIR (the WordPress lane's copy).
    const dir = process.env.NEXT_DIST_DIR || '.next';
    const file = path.join(process.cwd(), dir, 'app-path-routes-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    holder[MEMORY] = Object.values(manifest)
      .filter((route) => route === '/[lng]' || route.startsWith('/[lng]/'))
      .map((route) => route.slice('/[lng]'.length) || '/');
  } catch {
    holder[MEMORY] = null;
  }
  return holder[MEMORY];
}
