import fs from 'node:fs';
import path from 'node:path';

/*
 * The layers of README's layout table point one way. A rule broken here is a design question (where
 * does this idea live?), not a lint nit: move the shared piece down to src/domain, or pass the data
 * in from a page or layout.
 */

const SRC = path.join(__dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test(-support)?\.tsx?$|\.test\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

function importsOf(file: string): string[] {
  // A type-only import (`import type { MetadataRoute } from 'next'`) brings no code along.
  const text = fs.readFileSync(file, 'utf8').replace(/import type [^;]+;/g, '');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

function offenders(folder: string, forbidden: RegExp): string[] {
  return sourceFiles(path.join(SRC, folder)).flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden.test(spec))
      .map((spec) => `${path.relative(SRC, file)} imports ${spec}`),
  );
}

describe('layers', () => {
  it('the server never imports feature or component folders', () => {
    expect(offenders('server', /^@\/(features|components)\//)).toEqual([]);
  });

  it('features and shared components never import the server', () => {
    expect([...offenders('features', /^@\/server\//), ...offenders('components', /^@\/server\//)]).toEqual(
      [],
    );
  });

  it('shared components never import a feature (a layout composes them, passing features in)', () => {
    expect(offenders('components', /^@\/features\//)).toEqual([]);
  });

  it('the domain imports no React, Next, server, feature or component code', () => {
    expect(
      offenders('domain', /^(react|react-dom|next|jotai)(\/|$)|^@\/(server|features|components|app)\//),
    ).toEqual([]);
  });

  it('HTML reaches the page only through the sanitising RichText (JSON-LD through its serialiser, and one constant script)', () => {
    const writers = sourceFiles(SRC)
      .filter((file) => fs.readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'))
      .map((file) => path.relative(SRC, file))
      .sort();
    expect(writers).toEqual([
      'components/ui/rich-text.tsx',
      'features/consent/consent-answered-script.tsx',
      'features/seo/json-ld-script.tsx',
    ]);
  });
});
