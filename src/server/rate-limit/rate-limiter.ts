import 'server-only';
import { serverEnv } from '@/server/env';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './counter-store';
import { LIMITS, type LimitName } from './limits';

export type LimitCheck = { rule: LimitName; key: string };

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

let store: (CounterStore & { close?: () => void }) | undefined;

/** Drops the Redis connection (a replica shutting down; tests that stop their Redis). */
export function closeRateLimits(): void {
  store?.close?.();
  store = undefined;
}

/** Redis when REDIS_URL is set, so every replica counts together; this process's memory otherwise. */
function counters(): CounterStore {
  const url = serverEnv().redisUrl;
  if (!store) {
    const redis = url ? redisCounterStore(url) : undefined;
    store = redis ? { ...withLocalFallback(redis), close: redis.close } : memoryCounterStore();
  }
  return store;
}

/**
 * Shared counters that fall back to this process's own while they cannot be reached: a Redis outage
 * must neither close the shop nor lift its limits (each replica then counts alone, so a client gets
 * up to a limit per replica). One warning per outage; the next answer from Redis ends it.
 */
export function withLocalFallback(shared: CounterStore): CounterStore {
  const local = memoryCounterStore();
  let down = false;
  const either =
    <A extends unknown[]>(call: (source: CounterStore, ...args: A) => ReturnType<CounterStore['hit']>) =>
    async (...args: A) => {
      try {
        const result = await call(shared, ...args);
        down = false;
        return result;
      } catch (error) {
        if (!down) console.warn('Rate limits: shared counters unreachable, counting in this process:', error);
        down = true;
        return call(local, ...args);
      }
    };
  return {
    hit: either((source, key: string, windowMs: number, now?: number) => source.hit(key, windowMs, now)),
    peek: either((source, key: string, now?: number) => source.peek(key, now)),
  };
}

/**
 * Counts one attempt under every check and refuses it when any rule's window is full. Every check is
 * counted even when an earlier one refuses, so hammering one key does not spare another: pass only
 * checks of one kind together (form-guard.ts orders them so a client's refusals stay its own).
 */
export async function takeAttempt(
  checks: LimitCheck[],
  countersOverride?: CounterStore,
): Promise<LimitVerdict> {
  const source = countersOverride ?? counters();
  return verdict(checks, 0, (check, now) =>
    source.hit(`${check.rule}:${check.key}`, LIMITS[check.rule].windowMs, now),
  );
}

/**
 * Whether one more attempt fits, without counting it: for limits on what succeeds (orders placed
 * for an address), counted afterwards with `countSuccess`, so refusals a shopper corrects do not use
 * up the allowance.
 */
export async function peekAttempt(
  checks: LimitCheck[],
  countersOverride?: CounterStore,
): Promise<LimitVerdict> {
  const source = countersOverride ?? counters();
  return verdict(checks, 1, (check, now) => source.peek(`${check.rule}:${check.key}`, now));
}

export async function countSuccess(checks: LimitCheck[], countersOverride?: CounterStore): Promise<void> {
  await takeAttempt(checks, countersOverride);
}

async function verdict(
  checks: LimitCheck[],
  pending: 0 | 1,
  read: (check: LimitCheck, now: number) => Promise<{ count: number; resetAt: number }>,
): Promise<LimitVerdict> {
  const now = Date.now();
  let results: { count: number; resetAt: number }[];
  try {
    results = await Promise.all(checks.map((check) => read(check, now)));
  } catch (error) {
    // Only a store without a fallback gets here (withLocalFallback answers from memory).
    console.error('Rate limits unavailable, allowing the attempt:', error);
    return { allowed: true };
  }
  const over = results
    .map((result, i) => ({ ...result, limit: LIMITS[checks[i].rule].limit }))
    .filter((result) => result.count + pending > result.limit);
  if (over.length === 0) return { allowed: true };
  const resetAt = Math.max(...over.map((result) => result.resetAt));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}
