import 'server-only';
import { serverEnv } from '@/server/env';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './counter-store';
import { LIMITS, type LimitName } from './limits';

export type LimitCheck = { rule: LimitName; key: string };
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

let store: CounterStore | undefined;

/** Redis when REDIS_URL is set, so every replica counts together; this process's memory otherwise. */
function counters(): CounterStore {
  const url = serverEnv().redisUrl;
  store ??= url ? redisCounterStore(url) : memoryCounterStore();
  return store;
}

/**
 * Counts one attempt under every check and refuses it when any rule's window is full. Every check is
 * counted even when an earlier one refuses, so hammering one key does not spare another. When Redis
 * is unreachable the attempt is allowed (and logged): a limit must not take the shop down with it.
 */
export async function takeAttempt(
  checks: LimitCheck[],
  countersOverride?: CounterStore,
): Promise<LimitVerdict> {
  const source = countersOverride ?? counters();
  const now = Date.now();
  let results: { count: number; resetAt: number }[];
  try {
    results = await Promise.all(
      checks.map(({ rule, key }) => source.hit(`${rule}:${key}`, LIMITS[rule].windowMs, now)),
    );
  } catch (error) {
    console.error('Rate limits unavailable, allowing the attempt:', error);
    return { allowed: true };
  }
  const over = results
    .map((result, i) => ({ ...result, limit: LIMITS[checks[i].rule].limit }))
    .filter((result) => result.count > result.limit);
  if (over.length === 0) return { allowed: true };
  const resetAt = Math.max(...over.map((result) => result.resetAt));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}
