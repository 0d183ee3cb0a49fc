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

/** Which feature folder a specifier from `file` reaches, if another one: `@/features/cart/...` or `../cart/...`. */
function featureOf(file: string, spec: string): string | undefined {
  const target = spec.startsWith('.')
    ? path.relative(SRC, path.resolve(path.dirname(file), spec))
    : spec.replace(/^@\//, '');
  const match = /^features\/([^/]+)\//.exec(target);
  return match?.[1];
}

/** Feature folder → the feature folders it imports, each with the first import that does it. */
type FeatureGraph = Map<string, Map<string, string>>;

function featureGraph(): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const file of sourceFiles(path.join(SRC, 'features'))) {
    const from = path.relative(path.join(SRC, 'features'), file).split(path.sep)[0];
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const spec of importsOf(file)) {
      const to = featureOf(file, spec);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${path.relative(SRC, file)} imports ${spec}`);
    }
  }
  return graph;
}

/**
 * One cycle per group of features that reach each other (Tarjan's strongly connected components),
 * named by its shortest loop through the group's first feature and the imports that close it:
 * `cart → gifts → cart (features/cart/a.tsx imports ..., features/gifts/b.ts imports ...)`.
 */
function featureCycles(graph: FeatureGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  return groups.map((group) => {
    const start = group[0];
    // Breadth-first inside the group: the shortest way from start back to it.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const next of graph.get(node)?.keys() ?? []) {
        if (!group.includes(next) || cameFrom.has(next)) continue;
        cameFrom.set(next, node);
        queue.push(next);
      }
      if (cameFrom.has(start)) break;
    }
    const loop = [start];
    for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) loop.unshift(node);
    loop.unshift(start);
    const imports = loop.slice(1).map((to, i) => graph.get(loop[i])!.get(to)!);
    return `${loop.join(' → ')} (${imports.join('; ')})`;
  });
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

  it('features import each other one way: no feature reaches itself through others', () => {
    expect(featureCycles(featureGraph())).toEqual([]);
  });

  it('a cycle between features is named by its loop and the imports that close it', () => {
    // Made-up features: a → b → c → a is one loop; d only leans on it.
    const graph: FeatureGraph = new Map([
      ['a', new Map([['b', 'features/a/a.tsx imports @/features/b/b']])],
      ['b', new Map([['c', 'features/b/b.tsx imports @/features/c/c']])],
      ['c', new Map([['a', 'features/c/c.tsx imports @/features/a/a']])],
      ['d', new Map([['a', 'features/d/d.tsx imports @/features/a/a']])],
    ]);
    expect(featureCycles(graph)).toEqual([
      'a → b → c → a (features/a/a.tsx imports @/features/b/b; features/b/b.tsx imports @/features/c/c; ' +
        'features/c/c.tsx imports @/features/a/a)',
    ]);
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
