import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

/**
 * The source file an import names (`@/server/x`, `./x`, a folder's index), or null for a package or
 * a non-source file: for the tests that walk the imports of the app (first-load, kept-pages).
 */
export function resolveSourceFile(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return null;
}
