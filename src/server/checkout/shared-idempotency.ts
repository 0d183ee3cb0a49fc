import 'server-only';
import { randomUUID } from 'node:crypto';
import { lazyRedis } from '@/server/redis/connection';

/*
 * Idempotency-Keys claimed in Redis, shared by every replica of the storefront: `SET NX` is atomic,
 * so of two requests with one key that reach two replicas at the same instant exactly one places
 * the order; the other waits for its answer. (Within a replica, idempotency.ts already coalesces.)
 */

/** A placement takes seconds; should a replica die holding a claim, the key is free again after this. */
const CLAIM_TTL_MS = 60_000;
/** A day, as the in-process store: longer than any shopper retries a checkout. */
const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 15_000;

const COMPLETE = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) else return false end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

type Entry<T> =
  | { fingerprint: string; state: 'claimed'; token: string }
  | { fingerprint: string; state: 'done'; answer: T };

/**
 * `claim` holds the exact value stored, so only its owner can complete or release it. `triedBefore`:
 * some replica claimed this key before (and released it, or died holding it), so that attempt may
 * have made the order.
 */
export type KeyClaim<T> =
  | { kind: 'claimed'; claim: string; triedBefore: boolean }
  | { kind: 'done'; answer: T }
  | { kind: 'conflict' }
  | { kind: 'busy' };

export type SharedKeyStore<T> = {
  claim(key: string, fingerprint: string): Promise<KeyClaim<T>>;
  complete(key: string, claim: string, fingerprint: string, answer: T): Promise<void>;
  release(key: string, claim: string): Promise<void>;
  close(): Promise<void>;
};

export function createSharedKeyStore<T>(
  url: string,
  // v2: an answer is stored as {ok, answer}; a replica of this version never reads the older
  // {status, body} entries of a replica still running during a rolling deploy.
  prefix = 'storefront:idempotency:v2:',
  // Apart from the claims, so that no Idempotency-Key can name another key's marker.
  triedPrefix = 'storefront:idempotency-tried:',
): SharedKeyStore<T> {
  const connection = lazyRedis(url, 'idempotency keys');
  const redis = connection.get;

  return {
    async claim(key, fingerprint) {
      const client = await redis();
      const claim = JSON.stringify({ fingerprint, state: 'claimed', token: randomUUID() } satisfies Entry<T>);
      const deadline = Date.now() + WAIT_LIMIT_MS;
      // Whether anyone claimed the key before: a marker that outlives a released claim, set in the
      // same round trip as the first claim attempt (a failed one means someone holds or held it).
      let triedBefore: boolean | undefined;
      for (;;) {
        const claimOptions = { condition: 'NX', expiration: { type: 'PX', value: CLAIM_TTL_MS } } as const;
        let set: string | null;
        if (triedBefore === undefined) {
          const [claimed, marked] = await client
            .multi()
            .set(prefix + key, claim, claimOptions)
            .set(triedPrefix + key, '1', {
              condition: 'NX',
              expiration: { type: 'PX', value: ANSWER_TTL_MS },
            })
            .exec();
          set = String(claimed);
          triedBefore = String(marked) !== 'OK';
        } else {
          set = await client.set(prefix + key, claim, claimOptions);
        }
        if (set === 'OK') return { kind: 'claimed', claim, triedBefore };
        const stored = await client.get(prefix + key);
        if (stored === null) continue; // released or expired in between: claim it now
        const entry = JSON.parse(stored) as Entry<T>;
        if (entry.fingerprint !== fingerprint) return { kind: 'conflict' };
        if (entry.state === 'done') return { kind: 'done', answer: entry.answer };
        if (Date.now() > deadline) return { kind: 'busy' };
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
    },
    async complete(key, claim, fingerprint, answer) {
      const done = JSON.stringify({ fingerprint, state: 'done', answer } satisfies Entry<T>);
      await (
        await redis()
      ).eval(COMPLETE, { keys: [prefix + key], arguments: [claim, done, String(ANSWER_TTL_MS)] });
    },
    async release(key, claim) {
      await (await redis()).eval(RELEASE, { keys: [prefix + key], arguments: [claim] });
    },
    async close() {
      connection.close();
    },
  };
}
