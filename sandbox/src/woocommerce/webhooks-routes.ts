import { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { WcHttpError } from './errors';

// Product topics, and the Action topics that carry post and page saves (docs/woocommerce.md step 12).
const TOPICS = [
  'product.created',
  'product.updated',
  'product.deleted',
  'action.wc_storefront_post_saved',
  'action.wc_storefront_page_saved',
];

/**
 * GET webhooks as WooCommerce lists them: the sandbox delivers the product topics and the post
 * saves' Action topics to `SANDBOX_WEBHOOK_URL` when it is set, so those are its webhooks (none otherwise).
 */
export function webhooksRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const list = () =>
    ctx.config.webhookUrl
      ? TOPICS.map((topic, i) => {
          const [resource, event] = topic.split('.');
          return {
            id: i + 1,
            name: `Storefront ${topic}`,
            status: 'active',
            topic,
            resource,
            event,
            hooks: [
              `woocommerce_${event === 'deleted' ? 'delete' : event === 'created' ? 'new' : 'update'}_product`,
            ],
            delivery_url: ctx.config.webhookUrl,
            date_created: '2025-01-01T09:00:00',
            date_created_gmt: '2025-01-01T09:00:00',
            date_modified: '2025-01-01T09:00:00',
            date_modified_gmt: '2025-01-01T09:00:00',
          };
        })
      : [];
  app.get('/', (c) => {
    const status = c.req.query('status');
    const hooks = list().filter((w) => !status || status === 'all' || w.status === status);
    c.header('X-WP-Total', String(hooks.length));
    c.header('X-WP-TotalPages', hooks.length ? '1' : '0');
    return c.json(hooks);
  });
  app.get('/:id{[0-9]+}', (c) => {
    const hook = list().find((w) => w.id === Number(c.req.param('id')));
    if (!hook) throw new WcHttpError(404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
    return c.json(hook);
  });
  return app;
}
