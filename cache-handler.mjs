// Next.js's cache (the platforms' fetches, cached by tag) kept in Redis, so that every replica of the
// shop shares one: a product webhook that reaches one replica expires the product for all of them.
// next.config.js names this file only when REDIS_URL is set; without it each replica keeps Next's
// own cache. Handler: @fortedigital/nextjs-cache-handler (redis-strings; Next 16's `cacheHandler`
// interface, tag expiry kept in Redis), with an in-memory LRU when Redis cannot be reached at start,
// so the shop still serves (as one replica would).
//
// Each replica also keeps rendered pages for a few seconds (src/server/page-cache/page-cache.ts).
// A tag expired through any replica is published on a Redis channel, and every replica empties its
// page store on it; the store lives on globalThis under the symbol below, as the proxy and this
// handler are loaded separately in one server process.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

const PAGES_CHANNEL = 'storefront:pages-expired';
const PAGE_STORE = Symbol.for('storefront.pageCache');
const CONFIG = Symbol.for('storefront.cacheHandlerConfig');
const CLIENT = Symbol.for('storefront.cacheHandlerRedis');

function forgetPages() {
  const store = globalThis[PAGE_STORE];
  if (!store) return;
  store.entries.clear();
  store.bytes = 0;
  store.generation++;
}

async function connect() {
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
  // Errors after start (Redis restarting) are retried by the client; logged, never thrown.
  client.on('error', (error) => console.warn(`cache handler: redis: ${error.message}`));
  await client.connect();
  const subscriber = client.duplicate();
  subscriber.on('error', () => {});
  await subscriber.connect();
  await subscriber.subscribe(PAGES_CHANNEL, forgetPages);
  return client;
}

CacheHandler.onCreation(() => {
  globalThis[CONFIG] ??= (async () => {
    // The build renders nothing from the backend and needs no Redis.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
      return { handlers: [createLruHandler()] };
    }
    try {
      const client = await connect();
      globalThis[CLIENT] = client;
      return { handlers: [createRedisHandler({ client, keyPrefix: 'storefront:next:' })] };
    } catch (error) {
      console.error(
        `cache handler: Redis at REDIS_URL did not answer (${error.message}); this replica caches alone`,
      );
      return { handlers: [createLruHandler()] };
    }
  })();
  return globalThis[CONFIG];
});

export default class ShopCacheHandler extends CacheHandler {
  async revalidateTag(...args) {
    await super.revalidateTag(...args);
    forgetPages();
    const client = globalThis[CLIENT];
    if (client?.isReady) await client.publish(PAGES_CHANNEL, '1').catch(() => {});
  }
}
