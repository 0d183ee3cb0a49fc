/**
 * Remembers, per Idempotency-Key, the promise of the answer: a second request with the key — even
 * one that arrives while the first is still running — gets the same promise, so one order is made.
 * A failed attempt is forgotten, so the shopper can retry with the same key, and so is an answer
 * `keep` turns down (a refusal the shopper may correct and send again under the key).
 *
 * This map lives in one process. Across replicas, REDIS_URL gives them a shared claim on the key
 * (shared-idempotency.ts, atomic even at the same instant); without it the order route looks the key
 * up in WooCommerce (order meta `_idempotency_key`) before creating, which catches a later retry on
 * another replica or after a restart but not two replicas hit at the same instant.
 *
 * The store also remembers, for as long as an answer, which keys it has started a task for: a
 * failed attempt is forgotten as an answer, but the task of its retry is told that the key was tried
 * here before (`triedBefore`), as that attempt may have made the order after all (a create that
 * timed out).
 */
import { ExpiringMap } from '@/server/expiring-map';

export type IdempotencyStore<T> = {
  run(
    key: string,
    fingerprint: string,
    task: (attempt: { triedBefore: boolean }) => Promise<T>,
  ): { conflict: true } | { conflict: false; result: Promise<T> };
  size(): number;
};

export function createIdempotencyStore<T>({
  ttlMs,
  maxEntries,
  keep = () => true,
}: {
  ttlMs: number;
  maxEntries: number;
  keep?: (answer: T) => boolean;
}): IdempotencyStore<T> {
  const entries = new ExpiringMap<string, { fingerprint: string; result: Promise<T> }>({ ttlMs, maxEntries });
  const tried = new ExpiringMap<string, true>({ ttlMs, maxEntries });

  return {
    run(key, fingerprint, task) {
      const existing = entries.get(key);
      if (existing) {
        return existing.fingerprint === fingerprint
          ? { conflict: false, result: existing.result }
          : { conflict: true };
      }
      const triedBefore = tried.has(key);
      tried.set(key, true);
      const result = task({ triedBefore });
      entries.set(key, { fingerprint, result });
      const forget = () => {
        if (entries.get(key)?.result === result) entries.delete(key);
      };
      result.then((answer) => keep(answer) || forget(), forget);
      return { conflict: false, result };
    },
    size: () => entries.size,
  };
}
