import { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { wcAuth } from './auth';
import { couponsRoutes } from './coupons-routes';
import { customersRoutes } from './customers-routes';
import { wcError, WcHttpError } from './errors';
import { restLinks } from './links';
import { ordersRoutes } from './orders-routes';
import { productsRoutes } from './products-routes';
import { reviewsRoutes } from './reviews-routes';
import { taxonomiesRoutes } from './taxonomies-routes';
import { webhooksRoutes } from './webhooks-routes';

/** WooCommerce REST v3, mounted at /wp-json/wc/v3. */
export function woocommerceRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.use('*', wcAuth(ctx));
  app.use(
    '*',
    restLinks(() => ctx.config.baseUrl),
  );
  // Reviews, categories and attributes live under products/, so they are mounted before the :id routes.
  app.route('/products/reviews', reviewsRoutes(ctx));
  app.route('/products', taxonomiesRoutes(ctx));
  app.route('/products', productsRoutes(ctx));
  app.route('/coupons', couponsRoutes(ctx));
  app.route('/orders', ordersRoutes(ctx));
  app.route('/customers', customersRoutes(ctx));
  app.route('/webhooks', webhooksRoutes(ctx));
  app.notFound((c) =>
    wcError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.'),
  );
  app.onError((error, c) => {
    if (error instanceof WcHttpError) return wcError(c, error.status, error.code, error.message, error.extra);
    console.error('sandbox woocommerce: unexpected error', error);
    return wcError(c, 500, 'internal_server_error', 'There has been a critical error on this website.');
  });
  return app;
}
