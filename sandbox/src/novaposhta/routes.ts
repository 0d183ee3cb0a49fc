import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { METHODS, type MethodResult, type Props } from './methods';

/** Reference lookups work without a key on the real API; anything sent as a key must be valid. */
const AUTH_FAIL = { errors: ['API auth fail'], errorCodes: ['20000200068'] };

function envelope(result: MethodResult) {
  const errors = result.errors ?? [];
  return {
    success: errors.length === 0,
    data: result.data,
    errors,
    warnings: [],
    info: result.totalCount != null ? { totalCount: result.totalCount } : [],
    messageCodes: [],
    errorCodes: result.errorCodes ?? [],
    warningCodes: [],
    infoCodes: [],
  };
}

/** Nova Poshta API 2.0: one JSON endpoint, always HTTP 200, success false with errors[] on failure. */
export function novaposhtaRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const handle = async (c: Context) => {
    let body: { apiKey?: unknown; modelName?: unknown; calledMethod?: unknown; methodProperties?: unknown };
    try {
      body = await c.req.json();
    } catch {
      return c.json(envelope({ data: [], errors: ['Data is invalid'], errorCodes: [] }));
    }
    const apiKey = typeof body.apiKey === 'string' ? body.apiKey : '';
    if (apiKey && apiKey !== ctx.config.novaposhta.apiKey)
      return c.json(envelope({ data: [], ...AUTH_FAIL }));
    const method = METHODS[`${body.modelName}.${body.calledMethod}`];
    if (!method) return c.json(envelope({ data: [], errors: ['Method does not exist'], errorCodes: [] }));
    const props = (
      body.methodProperties && typeof body.methodProperties === 'object' ? body.methodProperties : {}
    ) as Props;
    return c.json(envelope(method(ctx, props)));
  };
  app.post('/', handle);
  app.post('/:format{[a-zA-Z]*}', handle);
  return app;
}
