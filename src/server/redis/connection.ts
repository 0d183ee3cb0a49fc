import 'server-only';
import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** How long the first command after start waits for the connection; after that, no waiting. */
const CONNECT_WAIT_MS = 2_000;

/**
 * A lazily connected Redis client for state shared by the storefront's replicas. Commands fail at
 * once while Redis is unreachable (no offline queue), so a request answers with an error instead of
 * hanging; the client keeps reconnecting in the background.
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
  let connecting: Promise<unknown> | null = null;
  return {
    async get() {
      connecting ??= client.connect().catch(() => undefined);
      if (!client.isReady) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          connecting,
          new Promise((resolve) => (timer = setTimeout(resolve, CONNECT_WAIT_MS))),
        ]);
        clearTimeout(timer);
      }
      return client;
    },
    close() {
      client.destroy();
    },
  };
}
