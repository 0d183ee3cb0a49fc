import 'server-only';
import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** How long the first command after start waits for the connection; after that, no waiting. */
const CONNECT_WAIT_MS = 2_000;

/**
 * A lazily connected Redis client for state shared by the storefront's replicas. Commands fail at
 * once while Redis is unreachable (no offline queue), so a request answers with an error instead of
 * hanging; the client keeps reconnecting in the background. Only the first commands wait, once, for
 * the first connection: `connect()` stays pending for as long as Redis is unreachable, and waiting on
 * it for every command made each request of an outage 2 s slower per Redis call.
 */
export function lazyRedis(url: string, purpose: string): { get(): Promise<RedisClient>; close(): void } {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_WAIT_MS,
      reconnectStrategy: (retries) => Math.min(retries * 200, 2_000),
    },
  });
  client.on('error', (error) => console.error(`Redis (${purpose}):`, error));
  let firstWait: Promise<void> | null = null;
  return {
    async get() {
      firstWait ??= new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, CONNECT_WAIT_MS);
        client
          .connect()
          .catch(() => undefined)
          .finally(() => {
            clearTimeout(timer);
            resolve();
          });
      });
      await firstWait;
      return client;
    },
    close() {
      client.destroy();
    },
  };
}
