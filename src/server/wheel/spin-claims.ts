import 'server-only';
import { randomUUID } from 'node:crypto';
import { serverEnv } from '@/server/env';
import { ExpiringMap } from '@/server/expiring-map';
import { lazyRedis } from '@/server/redis/connection';
import { outageWarning } from '@/server/redis/outage-warning';

/*
 * One spin at a time per wheel and e-mail, and no second prize. WooCommerce's coupons are the
 * durable record (checked before a claim), but two spins that arrive together both find nothing
 * there; the claim decides between them. With REDIS_URL it is `SET NX` in Redis, atomic across
 * replicas; without it, or while Redis cannot be reached, a map in this process. A won claim is kept
 * as a fast "already" for a while; a spin that won nothing, or failed, lets go of it so the e-mail
 * may spin again.
 */

/** A spin takes a second or two; should a replica die holding a claim, it frees itself after this. */
const CLAIM_TTL_MS = 60_000;
/** Past this the coupons in WooCommerce answer "already received" on their own. */
const WON_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MEMORY_MAX_ENTRIES = 50_000;

export type SpinClaims = {
  /** A token when this caller now holds the claim; null when another spin holds it or has won. */
  claim(key: string): Promise<string | null>;
  /** Won: keep the claim as "already received". Otherwise: free it. Only the holder's token counts. */
  settle(key: string, token: string, won: boolean): Promise<void>;
  close(): void;
};

export function memorySpinClaims(now: () => number = Date.now): SpinClaims {
  const entries = new ExpiringMap<string, string>({
    ttlMs: CLAIM_TTL_MS,
    maxEntries: MEMORY_MAX_ENTRIES,
    now,
  });
  return {
    async claim(key) {
      if (entries.has(key)) return null;
      // Full: expired claims go first; a map still full of live ones drops its oldest, and
      // WooCommerce's record still stops a second prize.
      if (entries.size >= MEMORY_MAX_ENTRIES) entries.sweep();
      const token = randomUUID();
      entries.set(key, token);
      return token;
    },
    async settle(key, token, won) {
      if (entries.get(key) !== token) return;
      if (won) entries.set(key, 'won', { ttlMs: WON_TTL_MS });
      else entries.delete(key);
    },
    close() {
      entries.clear();
    },
  };
}

const SETTLE = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '1' then return redis.call('SET', KEYS[1], 'won', 'PX', ARGV[3]) end
return redis.call('DEL', KEYS[1])`;

export function redisSpinClaims(url: string, prefix = 'storefront:wheel:'): SpinClaims {
  const connection = lazyRedis(url, 'wheel claims');
  return {
    async claim(key) {
      const token = randomUUID();
      const set = await (
        await connection.get()
      ).set(prefix + key, token, { condition: 'NX', expiration: { type: 'PX', value: CLAIM_TTL_MS } });
      return set === 'OK' ? token : null;
    },
    async settle(key, token, won) {
      await (
        await connection.get()
      ).eval(SETTLE, { keys: [prefix + key], arguments: [token, won ? '1' : '0', String(WON_TTL_MS)] });
    },
    close() {
      connection.close();
    },
  };
}

const LOCAL = 'local:';

/**
 * The shared claims, or this process's while they cannot be reached: a Redis outage must not stop
 * the wheel. Each replica then decides alone, so two spins of one e-mail that reach two replicas at
 * the same instant could both win; WooCommerce's coupons still answer every later spin "already
 * received". A claim is settled where it was made (a local token says so).
 */
export function withMemoryFallback(shared: SpinClaims, local = memorySpinClaims()): SpinClaims {
  const outage = outageWarning('wheel spins claimed in this replica');
  return {
    async claim(key) {
      try {
        const token = await shared.claim(key);
        outage.answered();
        return token;
      } catch (error) {
        outage.failed(error);
        const token = await local.claim(key);
        return token && LOCAL + token;
      }
    },
    async settle(key, token, won) {
      if (token.startsWith(LOCAL)) return local.settle(key, token.slice(LOCAL.length), won);
      // Unsettled, the claim frees itself after CLAIM_TTL_MS; a prize's coupon is the lasting record.
      await shared.settle(key, token, won).catch((error) => outage.failed(error));
    },
    close() {
      shared.close();
      local.close();
    },
  };
}

let claims: SpinClaims | undefined;

/** Redis when REDIS_URL is set, so every replica shares the claims; this process's memory otherwise. */
export function spinClaims(): SpinClaims {
  const url = serverEnv().redisUrl;
  claims ??= url ? withMemoryFallback(redisSpinClaims(url)) : memorySpinClaims();
  return claims;
}

/** Drops the Redis connection (a replica shutting down; tests that stop their Redis). */
export function closeSpinClaims(): void {
  claims?.close();
  claims = undefined;
}
