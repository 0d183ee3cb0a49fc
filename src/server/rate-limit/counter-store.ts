import 'server-only';
import { ExpiringMap } from '@/server/expiring-map';
import { lazyRedis } from '@/server/redis/connection';

/**
 * Fixed-window counters: `hit` counts one attempt under a key and answers how many the current window
 * holds and when it ends. In Redis when the shop runs as several replicas (every replica sees the same
 * counts), in this process's memory otherwise.
 */
export interface CounterStore {
  hit(key: string, windowMs: number, now?: number): Promise<{ count: number; resetAt: number }>;
  /** The current window's count without adding to it. */
  peek(key: string, now?: number): Promise<{ count: number; resetAt: number }>;
}

/**
 * Bounded so that a flood of made-up keys cannot grow the process: past `maxKeys` the oldest window
 * is forgotten first (Map keeps insertion order), which only ever lets an attacker's oldest key start
 * over, never lets a fresh key through twice.
 */
export function memoryCounterStore(maxKeys = 50_000): CounterStore {
  // Each window expires at its own resetAt; the caller's `now` is the map's time.
  const windows = new ExpiringMap<string, { resetAt: number; count: number }>({ maxEntries: maxKeys });
  return {
    async hit(key, windowMs, now = Date.now()) {
      let window = windows.get(key, now);
      if (!window) {
        window = { resetAt: now + windowMs, count: 0 };
        windows.set(key, window, { ttlMs: windowMs, at: now });
      }
      window.count += 1;
      return { count: window.count, resetAt: window.resetAt };
    },
    async peek(key, now = Date.now()) {
      const window = windows.get(key, now);
      return window ? { ...window } : { count: 0, resetAt: now };
    },
  };
}

// INCR and the window's expiry in one step, so a key never outlives its window.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisCounterStore(
  url: string,
  prefix = 'storefront:rate:',
): CounterStore & { close(): void } {
  const redis = lazyRedis(url, 'rate limits');
  return {
    async hit(key, windowMs, now = Date.now()) {
      const client = await redis.get();
      const [count, ttl] = (await client.eval(HIT, {
        keys: [prefix + key],
        arguments: [String(windowMs)],
      })) as [number, number];
      return { count, resetAt: now + Math.max(ttl, 0) };
    },
    async peek(key, now = Date.now()) {
      const client = await redis.get();
      const [count, ttl] = await Promise.all([client.get(prefix + key), client.pTTL(prefix + key)]);
      return { count: Number(count ?? 0), resetAt: now + Math.max(ttl, 0) };
    },
    close: redis.close,
  };
}
