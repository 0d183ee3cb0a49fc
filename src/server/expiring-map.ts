/*
 * The server's in-process stores (kept reads, lookups, claims, counters, answers) are maps whose
 * entries expire and whose size is capped, so that a flood of made-up keys cannot grow the process.
 * Their rules live here once:
 *
 * - An entry is alive while the clock is before its expiry (`set`'s time plus its ttl); an expired
 *   entry is never answered, and is dropped when it is read or reached by a sweep.
 * - `set` makes the entry the newest, so the map's order is the order of writes.
 * - Each `set` drops the expired entries at the oldest end, then the oldest entries while the map
 *   holds more than `maxEntries`: a write costs O(1) on average, even under a flood. With one ttl
 *   for every entry the oldest are also the first to expire, so this drops every expired entry;
 *   with ttls per entry, `sweep()` drops every one at once (O(size)).
 */

type Entry<V> = { value: V; expiresAt: number };

export type ExpiringMapOptions = {
  /** How long an entry lives when its `set` names no ttl; without it, until it is evicted. */
  ttlMs?: number;
  maxEntries: number;
  /** The clock; tests pass their own. */
  now?: () => number;
};

/** Every method takes an optional `at`: the time of the call, for a caller that keeps its own clock. */
export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ ttlMs = Infinity, maxEntries, now = () => Date.now() }: ExpiringMapOptions) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** Entries held, counting any that expired and were not dropped yet. */
  get size(): number {
    return this.entries.size;
  }

  get(key: K, at = this.now()): V | undefined {
    return this.alive(key, at)?.value;
  }

  has(key: K, at = this.now()): boolean {
    return this.alive(key, at) !== undefined;
  }

  set(key: K, value: V, { ttlMs = this.ttlMs, at = this.now() }: { ttlMs?: number; at?: number } = {}): this {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: at + ttlMs });
    for (const [oldestKey, oldest] of this.entries) {
      if (oldest.expiresAt > at && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldestKey);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops every expired entry, wherever it is in the map. */
  sweep(at = this.now()): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= at) this.entries.delete(key);
  }

  private alive(key: K, at: number): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= at) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
