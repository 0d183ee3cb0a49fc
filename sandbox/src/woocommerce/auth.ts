import type { MiddlewareHandler } from 'hono';
import type { SandboxContext } from '../context';
import { wcError } from './errors';

/**
 * WooCommerce's REST authentication over HTTPS: consumer_key/consumer_secret in the query string are
 * checked first, then HTTP Basic. Without either, the request is a guest's, who may not list or create.
 */
export function wcAuth(ctx: SandboxContext): MiddlewareHandler {
  const { consumerKey, consumerSecret } = ctx.config.woocommerce;
  return async (c, next) => {
    let key = c.req.query('consumer_key');
    let secret = c.req.query('consumer_secret');
    const header = c.req.header('authorization');
    if (!key && header?.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      const i = decoded.indexOf(':');
      key = decoded.slice(0, i);
      secret = decoded.slice(i + 1);
    }
    if (!key) {
      const creating = c.req.method !== 'GET';
      return wcError(
        c,
        401,
        creating ? 'woocommerce_rest_cannot_create' : 'woocommerce_rest_cannot_view',
        creating ? 'Sorry, you are not allowed to create resources.' : 'Sorry, you cannot list resources.',
      );
    }
    if (key !== consumerKey) {
      return wcError(c, 401, 'woocommerce_rest_authentication_error', 'Consumer key is invalid.');
    }
    if (secret !== consumerSecret) {
      return wcError(c, 401, 'woocommerce_rest_authentication_error', 'Consumer secret is invalid.');
    }
    await next();
  };
}
