import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';

/**
 * Renders a server component tree as Next.js does (React's Flight server, Next's own copy), so that
 * what is scoped to a render (React's cache()) is scoped as in a page request. The test file must run
 * under the `react-server` export condition, as Next's server components do:
 * `@jest-environment-options {"customExportConditions": ["react-server", "node", "node-addons"]}`.
 * Resolves with the render's payload, or rejects with the first error a component threw.
 */
export function renderServerComponents(tree: ReactElement): Promise<string> {
  // Next's copy of the renderer, the one its pages run on; required here, as no type ships for it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToPipeableStream } = require('next/dist/compiled/react-server-dom-webpack/server.node');
  return new Promise((resolve, reject) => {
    let payload = '';
    const out = new PassThrough();
    out.on('data', (chunk) => (payload += chunk));
    out.on('end', () => resolve(payload));
    const stream = renderToPipeableStream(tree, {}, { onError: reject });
    stream.pipe(out);
  });
}
