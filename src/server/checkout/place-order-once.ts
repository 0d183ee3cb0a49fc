import 'server-only';
import type { OrderRequest } from '@/domain/checkout/order-schema';
import { serverEnv } from '@/server/env';
import { placeOrder, refuse, type PlaceOrderResult } from './place-order';
import { createSharedKeyStore, type SharedKeyStore } from './shared-idempotency';
import { redactKey } from '@/server/logging/redact';

type PlacedOrder = Extract<PlaceOrderResult, { status: 201 }>;

let shared: { url: string; store: SharedKeyStore<PlacedOrder> } | null = null;

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
 * key was claimed before, which counts as `maybeSentBefore`). If the store cannot be reached the
 * order is not placed (order_failed): placing it unguarded could make a second one.
 */
export async function placeOrderOnce(
  request: OrderRequest,
  key: string,
  fingerprint: string,
  maybeSentBefore: boolean,
): Promise<PlaceOrderResult> {
  const store = sharedKeys();
  if (!store) return placeOrder(request, key, { maybeSentBefore });

  const claim = await store.claim(key, fingerprint);
  if (claim.kind === 'done') return claim.answer;
  if (claim.kind === 'conflict') return refuse(request, 'idempotency_key_reused', undefined, 422);
  if (claim.kind === 'busy') return refuse(request, 'order_in_progress', undefined, 409);
  try {
    const result = await placeOrder(request, key, {
      maybeSentBefore: maybeSentBefore || claim.triedBefore,
    });
    if (result.status === 201) await store.complete(key, claim.claim, fingerprint, result);
    else await store.release(key, claim.claim);
    return result;
  } catch (error) {
    await store
      .release(key, claim.claim)
      .catch((e) => console.error(`releasing ${redactKey(key)} failed`, e));
    throw error;
  }
}
