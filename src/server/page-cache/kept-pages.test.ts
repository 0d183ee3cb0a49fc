import fs from 'node:fs';
import path from 'node:path';
import { resolveSourceFile } from '@/test-support/source-file';
import { UNKEPT_SECTIONS } from './page-cache';

/*
 * The page cache (page-cache.ts) keeps a page's HTML by its URL alone. That holds only while no kept
 * page reads a cookie or a request header: one that did would serve one shopper's answer to everyone.
 * This walks the imports of every kept page and layout under src/app/[lng] and fails on any module
 * that imports next/headers, except the layout's read of the response's CSP nonce, which the page
 * cache swaps for each answer.
 */

const SRC = path.resolve(__dirname, '../..');
const PAGES = path.join(SRC, 'app', '[lng]');
const ROUTE_FILES = /^(page|layout|template|not-found|error|loading)\.tsx?$/;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return ROUTE_FILES.test(entry.name) ? [full] : [];
  });
}

function isKept(file: string): boolean {
  const [section] = path.relative(PAGES, file).split(path.sep);
  return !UNKEPT_SECTIONS.has(section ?? '');
}

function specifiers(file: string): string[] {
  // A type-only import brings no code along.
  const text = fs.readFileSync(file, 'utf8').replace(/import type [^;]+;/g, '');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

/** Every source module the entries reach, with the first path that reached it. */
function reach(entries: string[]): Map<string, string[]> {
  const seen = new Map<string, string[]>(entries.map((file) => [file, [file]]));
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const spec of specifiers(file)) {
      const target = resolveSourceFile(file, spec);
      if (!target || seen.has(target)) continue;
      seen.set(target, [...seen.get(file)!, target]);
      queue.push(target);
    }
  }
  return seen;
}

const relative = (file: string) => path.relative(SRC, file);

describe('kept pages', () => {
  const entries = routeFiles(PAGES).filter(isKept);
  const reached = reach(entries);

  it('walks every kept page and what it imports (the walk itself works)', () => {
    const names = [...reached.keys()].map(relative);
    expect(names).toEqual(
      expect.arrayContaining(['app/[lng]/catalog/[slug]/page.tsx', 'app/[lng]/layout.tsx']),
    );
    expect(names).toContain('server/woocommerce/client.ts');
    expect(names).not.toContain('app/[lng]/checkout/page.tsx');
  });

  it('read no cookie and no request header, but the layout’s CSP nonce', () => {
    const readers = [...reached.entries()]
      .filter(([file]) => specifiers(file).includes('next/headers'))
      .map(([, via]) => via.map(relative).join(' → '));
    expect(readers).toEqual(['app/[lng]/layout.tsx']);

    const layout = fs.readFileSync(path.join(PAGES, 'layout.tsx'), 'utf8');
    expect(layout).not.toMatch(/\b(cookies|draftMode)\b/);
    const reads = layout.match(/headers\(\)[^;\n]*/g) ?? [];
    expect(reads).toEqual(["headers()).get('x-nonce') ?? undefined"]);
  });
});
