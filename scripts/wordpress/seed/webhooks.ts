// WooCommerce disables a webhook after five failed deliveries in a row (WC_Webhook::failed_delivery,
// `woocommerce_max_webhook_delivery_failures`). While the seed writes 134 products, and then the posts
// and pages, the shop is not listening yet, so product.created/updated and the content webhooks would
// end up disabled and the shop would never hear of a change again. Each seed pauses the active
// webhooks and turns them back on when it is done.
import type { RestClient } from './rest';

interface Webhook {
  id: number;
  status: string;
}

/** Pauses every active webhook; the answer turns them on again. */
export async function pauseWebhooks(client: RestClient): Promise<() => Promise<void>> {
  const active = await client.json<Webhook[]>('GET', '/wc/v3/webhooks?status=active&per_page=100');
  await Promise.all(active.map((w) => client.json('PUT', `/wc/v3/webhooks/${w.id}`, { status: 'paused' })));
  return async () => {
    await Promise.all(active.map((w) => client.json('PUT', `/wc/v3/webhooks/${w.id}`, { status: 'active' })));
  };
}

/**
 * Turns the webhooks that WooCommerce disabled back on: a site run again after the shop was away has
 * them disabled by the deliveries that failed meanwhile. Answers how many.
 */
export async function enableDisabledWebhooks(client: RestClient): Promise<number> {
  const disabled = await client.json<Webhook[]>('GET', '/wc/v3/webhooks?status=disabled&per_page=100');
  await Promise.all(disabled.map((w) => client.json('PUT', `/wc/v3/webhooks/${w.id}`, { status: 'active' })));
  return disabled.length;
}
