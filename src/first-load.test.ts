import fs from 'node:fs';
import path from 'node:path';
import { resolveSourceFile } from '@/test-support/source-file';

/*
 * What the browser loads with every page before anyone touches a form. zod (~31 KB gzip, its core
 * alone ~20 KB) and react-hook-form (~15 KB) once made a product page 1.57× a bare Next page's
 * JavaScript (the performance issue's target is 1.3×, `npm run bench` row c). Forms that need them
 * load when their popup opens (next/dynamic), or live on the checkout's own page. This walks the
 * static imports from the layout and the everyday pages; every module below a 'use client' file is
 * in the browser bundle.
 */

const SRC = __dirname;
const HEAVY = /^(zod|react-hook-form|@hookform\/resolvers)(\/|$)/;
/*
 * next/image is a client component wherever it is rendered, a server page included: its runtime
 * (~7 KB gzip) shipped with every page for attributes src/components/ui/shop-image.tsx now builds.
 */
const CLIENT_EVERYWHERE = /^next\/image$/;
const PAGES = [
  'app/[lng]/layout.tsx',
  'app/[lng]/page.tsx',
  'app/[lng]/[slug]/page.tsx',
  'app/[lng]/catalog/page.tsx',
  'app/[lng]/catalog/[slug]/page.tsx',
  'app/[lng]/blog/page.tsx',
  'app/[lng]/article/[id]/page.tsx',
  'app/[lng]/about/page.tsx',
  'app/[lng]/reviews/page.tsx',
  'app/[lng]/search/page.tsx',
];

/** Static imports only: type-only imports bring no code, `import()` loads on demand. */
function staticImports(file: string): string[] {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/import type [^;]+;/g, '')
    .replace(/import\s*\(\s*['"][^'"]+['"]\s*\)/g, '');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

function heavyBrowserImports(): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, inBrowser: boolean) => {
    const browser = inBrowser || /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'));
    const key = `${file}:${browser}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const spec of staticImports(file)) {
      if ((browser && HEAVY.test(spec)) || CLIENT_EVERYWHERE.test(spec)) {
        found.add(`${path.relative(SRC, file)} imports ${spec}`);
      }
      const next = resolveSourceFile(file, spec);
      if (next) visit(next, browser);
    }
  };
  for (const page of PAGES) visit(path.join(SRC, page), false);
  return [...found].sort();
}

it('no everyday page loads zod, react-hook-form or next/image in the browser before a form opens', () => {
  expect(heavyBrowserImports()).toEqual([]);
});
