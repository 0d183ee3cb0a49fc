import { Hono } from 'hono';
import type { SandboxContext } from './context';
import { woocommerceRoutes } from './woocommerce/routes';
import { wordpressRoutes } from './wordpress/routes';
import { graphqlRoutes } from './wordpress/graphql';
import { novaposhtaRoutes } from './novaposhta/routes';
import { wayforpayRoutes } from './wayforpay/routes';
import { mailRoutes } from './mail/routes';
import { uploadsRoutes } from './wordpress/uploads';
import { ip2cRoutes } from './ip2c/routes';
import { captchaRoutes } from './captcha/routes';
import { contactForm7Routes, subscriptionRoutes } from './wordpress/newsletter';
import { restFields } from './wordpress/rest-fields';

/** The whole sandbox as one HTTP app, mounted on the paths the real platforms use. */
export function createApp(ctx: SandboxContext): Hono {
  // WordPress routes `/wp-json/wc/v3/coupons/` as `/wp-json/wc/v3/coupons`.
  const app = new Hono({ strict: false });
  app.get('/health', (c) => c.json({ ok: true }));
  app.use('/wp-json/*', restFields());
  app.route('/wp-json/wc/v3', woocommerceRoutes(ctx));
  app.route('/wp-json/wp/v2', wordpressRoutes(ctx));
  app.route('/wp-json/coupon/v1', subscriptionRoutes(ctx));
  app.route('/wp-json/contact-form-7/v1', contactForm7Routes(ctx));
  app.route('/wp-content/uploads', uploadsRoutes(ctx));
  app.route('/graphql', graphqlRoutes(ctx));
  app.route('/v2.0/json', novaposhtaRoutes(ctx));
  app.route('/wayforpay', wayforpayRoutes(ctx));
  app.route('/mail', mailRoutes(ctx));
  app.route('/ip2c', ip2cRoutes());
  app.route('/captcha', captchaRoutes(ctx));
  app.get('/', (c) =>
    c.html(
      // A browser cannot sign WooCommerce's OAuth, so the REST API is named, not linked.
      '<h1>Sandbox</h1><ul><li><a href="/mail">Mail sink</a></li><li>WooCommerce REST: /wp-json/wc/v3 (OAuth 1.0a over http)</li></ul>',
    ),
  );
  // Hono answers sub-apps' misses here: under /wp-json the answer is WordPress's JSON 404.
  app.notFound((c) =>
    c.req.path.startsWith('/wp-json/')
      ? c.json(
          {
            code: 'rest_no_route',
            message: 'No route was found matching the URL and request method.',
            data: { status: 404 },
          },
          404,
        )
      : c.text('404 Not Found', 404),
  );
  return app;
}
