import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { clampSide, renderPlaceholder } from './placeholder';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** Uploaded files never change once written (a new upload gets a new name), so they may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function uploadsDir(ctx: SandboxContext): string {
  return path.join(ctx.config.dataDir, 'uploads');
}

/** `<seed>-<w>x<h>.png` (WordPress's sized-file naming) or `<seed>.png?w=&h=&label=`. */
function parseGenerated(name: string, query: (key: string) => string | undefined) {
  const sized = /^(.+)-(\d+)x(\d+)\.png$/.exec(name);
  if (sized) return { seed: sized[1], width: clampSide(sized[2]), height: clampSide(sized[3]) };
  const plain = /^(.+)\.png$/.exec(name);
  if (!plain) return null;
  return { seed: plain[1], width: clampSide(query('w')), height: clampSide(query('h') ?? query('w')) };
}

/** /wp-content/uploads: uploaded media, and deterministic placeholders under generated/. */
export function uploadsRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();

  app.get('/generated/:name', async (c) => {
    const spec = parseGenerated(c.req.param('name'), (k) => c.req.query(k));
    if (!spec) return c.json({ code: 'rest_no_route', message: 'Not found', data: { status: 404 } }, 404);
    const label = c.req.query('label') ?? '';
    const key = crypto
      .createHash('sha1')
      .update(`${spec.seed}|${spec.width}|${spec.height}|${label}`)
      .digest('hex');
    const cacheFile = path.join(ctx.config.dataDir, 'generated-cache', `${key}.png`);
    let png: Buffer;
    if (fs.existsSync(cacheFile)) {
      png = fs.readFileSync(cacheFile);
    } else {
      png = await renderPlaceholder(spec.seed, spec.width, spec.height, label || undefined);
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      fs.writeFileSync(cacheFile, png);
    }
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': IMMUTABLE });
  });

  app.get('/*', (c) => {
    // Absolute, so the containment check below also holds for a relative SANDBOX_DATA_DIR.
    const root = path.resolve(uploadsDir(ctx));
    const relative = decodeURIComponent(c.req.path.replace(/^.*?\/wp-content\/uploads\//, ''));
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      return c.html('<h1>Not Found</h1>', 404);
    }
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    // An uploaded SVG may carry scripts; served from this origin it must not run them.
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': IMMUTABLE };
    if (type === 'image/svg+xml')
      headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    return c.body(new Uint8Array(fs.readFileSync(file)), 200, headers);
  });
  return app;
}
