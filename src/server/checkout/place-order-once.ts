import 'server-only';
import type { OrderRequest } from '@/domain/checkout/order-schema';
import { serverEnv } from '@/server/env';
import { outageWarning } from '@/server/redis/outage-warning';
import { placeOrder, refuse, type PlaceOrderResult } from './place-order';
import { createSharedKeyStore, type KeyClaim, type SharedKeyStore } from './shared-idempotency';
import { redactKey } from '@/server/logging/redact';

type PlacedOrder = Extract<PlaceOrderResult, { status: 201 }>;

let shared: { url: string; store: SharedKeyStore<PlacedOrder> } | null = null;
const outage = outageWarning(
  "orders' Idempotency-Keys kept in this replica and looked up in WooCommerce before each order",
);

/** The replicas' shared key store, or null when the shop runs one replica (no REDIS_URL). */
function sharedKeys(): SharedKeyStore<PlacedOrder> | null {
  const url = serverEnv().redisUrl;
  if (!url) return null;
  if (shared?.url !== url) {
    void shared?.store.close();
    shared = { url, store: createSharedKeyStore<PlacedOrder>(url) };
  }
  return shared.store;
}

/** Closes the shared store's connection (tests; a process that stops serving). */
export async function closeSharedKeys(): Promise<void> {
  await shared?.store.close();
  shared = null;
}

/**
 * One order per Idempotency-Key across replicas: with a shared store the key is claimed there
 * first; a request that finds it taken gets the first one's answer (waiting for it if need be), a
 * different body under it gets idempotency_key_reused. A refused or failed attempt frees the key
 * (placeOrder then finds an order a timed-out attempt made after all: the store remembers that the
 * key was claimed before, which counts as `maybeSentBefore`).
 *
 * While the store cannot be reached the order is still placed, guarded as a shop without Redis is:
 * this replica's memory (the route's store) and WooCommerce's search by the key, done before every
 * order then, as a retry may have gone to another replica. What that cannot catch is two replicas
 * hit with one key at the same instant; refusing every order for the length of a Redis outage to
 * rule that out would cost far more than the rare double order a manager can cancel.
 */
export async function placeOrderOnce(
  request: OrderRequest,
  key: string,
  fingerprint: string,
  maybeSentBefore: boolean,
): Promise<PlaceOrderResult> {
  const store = sharedKeys();
  if (!store) return placeOrder(request, key, { maybeSentBefore });

  let claim: KeyClaim<PlacedOrder>;
  try {
    claim = await store.claim(key, fingerprint);
    outage.answered();
  } catch (error) {
    outage.failed(error);
    return placeOrder(request, key, { maybeSentBefore: true });
  }
  if (claim.kind === 'done') return claim.answer;
  if (claim.kind === 'conflict') return refuse(request, 'idempotency_key_reused', undefined, 422);
  if (claim.kind === 'busy') return refuse(request, 'order_in_progress', undefined, 409);
  const settle = (settled: Promise<void>) =>
    settled.catch((e) => console.error(`settling ${redactKey(key)}'s claim in Redis failed`, e));
  try {
    const result = await placeOrder(request, key, {
      maybeSentBefore: maybeSentBefore || claim.triedBefore,
    });
    // Not recording the answer only costs a retry its search in WooCommerce; the order stands.
    if (result.status === 201) await settle(store.complete(key, claim.claim, fingerprint, result));
    else await settle(store.release(key, claim.claim));
    return result;
  } catch (error) {
    await settle(store.release(key, claim.claim));
    throw error;
  }
}
