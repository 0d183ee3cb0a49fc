import type { RestClient } from './rest';

/** What one entry of a WooCommerce `…/batch` answer is: the object, or `{id: 0, error}`. */
export type BatchItem<T> =
  (T & { error?: undefined }) | { id: number; error: { code: string; message: string } };

/** WooCommerce refuses a batch of more than 100 objects (`woocommerce_rest_batch_items_limit`). */
export const BATCH_LIMIT = 100;

/**
 * Creates `items` through `path` (`/wc/v3/…/batch`) in chunks of `size`, the chunks in parallel
 * (the client keeps at most four in flight). Answers one entry per item, in the items' order.
 */
export async function createInBatches<T>(
  client: RestClient,
  path: string,
  items: unknown[],
  size = BATCH_LIMIT,
): Promise<BatchItem<T>[]> {
  const chunks: unknown[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  const answers = await Promise.all(
    chunks.map((create) => client.json<{ create: BatchItem<T>[] }>('POST', path, { create })),
  );
  return answers.flatMap((a) => a.create);
}

/** The same for `update` entries (each with its `id`). */
export async function updateInBatches<T>(
  client: RestClient,
  path: string,
  items: { id: number }[],
  size = BATCH_LIMIT,
): Promise<BatchItem<T>[]> {
  const chunks: { id: number }[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  const answers = await Promise.all(
    chunks.map((update) => client.json<{ update: BatchItem<T>[] }>('POST', path, { update })),
  );
  return answers.flatMap((a) => a.update);
}
