import 'server-only';
import { randomUUID } from 'node:crypto';
import { serverEnv } from '@/server/env';
import { lazyRedis } from '@/server/redis/connection';
import { outageWarning } from '@/server/redis/outage-warning';

/*
 * Two shoppers ordering the last unit at once: each order weighs its quantities against
 * the live stock and then creates the order, and WooCommerce takes the stock only on creating it, so
 * two orders that read the stock together both find the unit and the stock ends at -1 (WooCommerce
 * lets REST orders take it below zero). Orders that count the same stock therefore take turns from
 * the stock read to the order's creation: in this process by a queue per stock key, and across
 * replicas (REDIS_URL) by a `SET NX` lock per key as well. Locks are taken in one order (sorted), so
 * two carts never wait on each other in a circle. A lock that cannot be had within LOCK_WAIT_MS, or a Redis that
 * cannot be reached, lets the order go on without it: a rare unit sold twice (a manager sees the
 * negative stock and calls) costs less than a checkout that hangs.
 */

/** A stock read and an order's creation take a second or two; a replica that dies frees its locks after this. */
const LOCK_TTL_MS = 15_000;
const LOCK_WAIT_MS = 5_000;
const RETRY_MS = 50;

const queues = new Map<string, Promise<void>>();

/** Waits for this process's earlier holders of `key`; answers the function that lets the next one in. */
async function localTurn(key: string): Promise<() => void> {
  const before = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  queues.set(key, tail);
  await before;
  return () => {
    release();
    if (queues.get(key) === tail) queues.delete(key);
  };
}

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

let shared: { url: string; connection: ReturnType<typeof lazyRedis> } | null = null;
const outage = outageWarning('orders for the same stock take turns within each replica only');

function redis() {
  const url = serverEnv().redisUrl;
  if (!url) return null;
  if (shared?.url !== url) {
    shared?.connection.close();
    shared = { url, connection: lazyRedis(url, 'stock locks') };
  }
  return shared.connection;
}

/** The replicas' lock on `key`, or null when there is none to take (no Redis, unreachable, too long). */
async function sharedTurn(key: string): Promise<(() => Promise<void>) | null> {
  const connection = redis();
  if (!connection) return null;
  const name = `storefront:stock-lock:${key}`;
  const token = randomUUID();
  const deadline = Date.now() + LOCK_WAIT_MS;
  try {
    const client = await connection.get();
    while (Date.now() < deadline) {
      const set = await client.set(name, token, {
        condition: 'NX',
        expiration: { type: 'PX', value: LOCK_TTL_MS },
      });
      outage.answered();
      if (set === 'OK') {
        return async () => {
          await client.eval(RELEASE, { keys: [name], arguments: [token] }).catch(() => undefined);
        };
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    console.warn(`stock lock ${key} still held after ${LOCK_WAIT_MS} ms; the order goes on without it`);
  } catch (error) {
    outage.failed(error);
  }
  return null;
}

/** Runs `work` holding the locks of these stock keys (catalogKey of the item whose stock counts). */
export async function withStockLocks<T>(keys: string[], work: () => Promise<T>): Promise<T> {
  const releases: (() => void | Promise<void>)[] = [];
  try {
    for (const key of [...new Set(keys)].sort()) {
      releases.push(await localTurn(key));
      const shared = await sharedTurn(key);
      if (shared) releases.push(shared);
    }
    return await work();
  } finally {
    for (const release of releases.reverse()) await release();
  }
}

/** Drops the Redis connection (tests that stop their Redis). */
export function closeStockLocks(): void {
  shared?.connection.close();
  shared = null;
}
