import { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { SANDBOX_CAPTCHA_TOKEN, widgetScript } from './widget-script';

/**
 * hCaptcha as the storefront meets it: the widget script (`GET /captcha/api.js`, see
 * widget-script.ts) and siteverify (`POST /captcha/siteverify`, form-encoded `secret`, `response`,
 * optional `remoteip` and `sitekey` → `{success, challenge_ts, hostname}` or `{success: false,
 * "error-codes": [...]}`, always HTTP 200 as hCaptcha answers). Only `sandbox-captcha-ok` passes, and
 * only with the sandbox's secret, so tests drive both outcomes.
 */
export function captchaRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.get('/api.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(widgetScript({ onload: c.req.query('onload'), hl: c.req.query('hl') }));
  });
  app.post('/siteverify', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
      return c.json({ success: false, 'error-codes': ['missing-input-secret', 'missing-input-response'] });
    }
    const form = await c.req.parseBody();
    const secret = typeof form.secret === 'string' ? form.secret : '';
    const response = typeof form.response === 'string' ? form.response : '';
    const errors: string[] = [];
    if (!secret) errors.push('missing-input-secret');
    else if (secret !== ctx.config.captcha.secret) errors.push('invalid-input-secret');
    if (!response) errors.push('missing-input-response');
    else if (response !== SANDBOX_CAPTCHA_TOKEN) errors.push('invalid-input-response');
    if (errors.length > 0) return c.json({ success: false, 'error-codes': errors });
    return c.json({ success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' });
  });
  return app;
}
