/**
 * Remembers, per Idempotency-Key, the promise of the answer: a second request with the key — even
 * one that arrives while the first is still running — gets the same promise, so one order is made.
 * A failed attempt is forgotten, so the shopper can retry with the same key.
 *
 * This map lives in one process. Across replicas, REDIS_URL gives them a shared claim on the key
 * (shared-idempotency.ts, atomic even at the same instant); without it the order route looks the key
 * up in WooCommerce (order meta `_idempotency_key`) before creating, which catches a later retry on
 * another replica or after a restart but not two replicas hit at the same instant.
 */
export type IdempotencyStore<T> = {
  run(
    key: string,
    fingerprint: string,
    task: () => Promise<T>,
  ): { conflict: true } | { conflict: false; result: Promise<T> };
  size(): number;
};

export function createIdempotencyStore<T>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}): IdempotencyStore<T> {
  const entries = new Map<string, { fingerprint: string; result: Promise<T>; expires: number }>();

  function prune(now: number) {
    for (const [key, entry] of entries) {
      if (entry.expires <= now || entries.size > maxEntries) entries.delete(key);
      else break; // Insertion order is expiry order, so the rest are younger.
    }
  }

  return {
    run(key, fingerprint, task) {
      const now = Date.now();
      prune(now);
      const existing = entries.get(key);
      if (existing) {
        return existing.fingerprint === fingerprint
          ? { conflict: false, result: existing.result }
          : { conflict: true };
      }
      const result = task();
      entries.set(key, { fingerprint, result, expires: now + ttlMs });
      result.catch(() => {
        if (entries.get(key)?.result === result) entries.delete(key);
      });
      return { conflict: false, result };
    },
    size: () => entries.size,
  };
}
