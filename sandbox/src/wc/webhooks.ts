import { createHmac, randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context';

/**
 * Delivers a WooCommerce webhook: the resource as JSON, signed with base64 HMAC-SHA256 of the body.
 * Fire-and-forget, as WooCommerce delivers them from a background queue.
 */
export function deliverWebhook(
  ctx: SandboxContext,
  topic: string,
  resourceId: number,
  payload: unknown,
): void {
  const url = ctx.config.webhookUrl;
  if (!url) return;
  const body = JSON.stringify(payload);
  const [resource, event] = topic.split('.');
  const signature = createHmac('sha256', ctx.config.webhookSecret).update(body, 'utf8').digest('base64');
  fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-WC-Webhook-Source': `${ctx.config.baseUrl}/`,
      'X-WC-Webhook-Topic': topic,
      'X-WC-Webhook-Resource': resource,
      'X-WC-Webhook-Event': event,
      'X-WC-Webhook-Signature': signature,
      'X-WC-Webhook-ID': '1',
      'X-WC-Webhook-Delivery-ID': randomUUID(),
    },
    body,
  }).catch((error) => console.error(`sandbox: webhook ${topic} #${resourceId} to ${url} failed`, error));
}
