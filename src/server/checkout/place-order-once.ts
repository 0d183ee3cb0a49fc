import 'server-only';
import { createHash } from 'node:crypto';
import type { OrderRequest } from '@/domain/checkout/order-schema';
import { serverEnv } from '@/server/env';
import { redactEmail, redactKey } from '@/server/logging/redact';
import type { Admission, GuardRefusal } from '@/server/rate-limit/form-guard';
import { outageWarning } from '@/server/redis/outage-warning';
import { createIdempotencyStore } from './idempotency';
import { placeOrder, refuse, type PlaceOrderResult } from './place-order';
import { createSharedKeyStore, type KeyClaim, type SharedKeyStore } from './shared-idempotency';

/*
 * An order's Idempotency-Key, in one place: the same key places one order and gets the same answer,
 * in this process (idempotency.ts: a second request, even one arriving while the first runs, shares
 * its answer), across replicas (shared-idempotency.ts, with REDIS_URL), and after a lost answer
 * (placeOrder looks the key up among WooCommerce's orders when it may have been sent before).
 */

type PlacedOrder = Extract<PlaceOrderResult, { ok: true }>;

/** What became of one request under its key. */
export type OrderOnceOutcome =
  /**
   * Placed now or before, or refused: by the checkout's rules, because the key names another order
   * body (idempotency_key_reused) or one still being placed (order_in_progress), or because
   * WooCommerce failed (order_failed, with its cause).
   */
  | { kind: 'answered'; result: PlaceOrderResult }
  /** The request's admission (limits, captcha) refused it: nothing was placed or searched. */
  | { kind: 'limited'; refusal: GuardRefusal };

/*
 * Another request with the key is still placing its order (shared-idempotency.ts waited 15 s for
 * it): by then it is done or has let go of the key, so a retry after a few seconds gets its answer.
 */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 5;

/*
 * A day: longer than any shopper retries a checkout. Only a placed order is remembered: a refusal
 * may be corrected and sent again under the same key.
 */
const answers = createIdempotencyStore<OrderOnceOutcome>({
  ttlMs: 24 * 60 * 60 * 1000,
  maxEntries: 10_000,
  keep: (outcome) => outcome.kind === 'answered' && outcome.result.ok,
});

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

/** A request's admission, in two steps (src/server/rate-limit/form-guard.ts). */
export type OrderAdmission = {
  /** The client's own limits: taken before anything is read, so a flood costs WooCommerce nothing. */
  client: () => Promise<GuardRefusal | null>;
  /**
   * The captcha and the limits on what the order names: checked while the catalogue and the stock
   * are read, and passed before anything is searched or created.
   */
  order: () => Promise<Admission>;
};

/**
 * One order per Idempotency-Key. `retry`: the client says it sent this key before (its answer may
 * have been lost after WooCommerce made the order), which asks for the search by the key.
 * `admit` runs the request's limits and captcha; it is asked only for a key this process has no
 * answer for, so a repeat of a placed order gets that order's answer, not a 429. Its `done` is
 * called once an order is placed (limits counted per placed order). When placing fails (WooCommerce
 * down) the answer is order_failed and nothing is remembered.
 *
 * The admission's verdict comes first whatever placing concluded meanwhile: a refused captcha is
 * answered captcha_failed even for a cart the stock read refused.
 */
export async function placeOrderOnce(
  order: OrderRequest,
  key: string,
  { retry, admit }: { retry: boolean; admit: OrderAdmission },
): Promise<OrderOnceOutcome> {
  const fingerprint = createHash('sha256').update(JSON.stringify(order)).digest('hex');
  const run = answers.run(key, fingerprint, async ({ triedBefore }): Promise<OrderOnceOutcome> => {
    const refused = await admit.client();
    if (refused) return { kind: 'limited', refusal: refused };
    const admission = admit.order();
    const passed = admission.then((verdict) => {
      if (!verdict.ok) throw new Error('the order was not admitted');
    });
    // Placing may end before it asks (a refused cart); the verdict is read below either way.
    passed.catch(() => undefined);
    let result: PlaceOrderResult;
    try {
      result = await placeOrderAcrossReplicas(order, key, fingerprint, retry || triedBefore, () => passed);
    } catch (error) {
      const verdict = await admission;
      if (!verdict.ok) return { kind: 'limited', refusal: verdict };
      throw error;
    }
    const verdict = await admission;
    if (!verdict.ok) return { kind: 'limited', refusal: verdict };
    if (result.ok) await verdict.done();
    return { kind: 'answered', result };
  });
  if (run.conflict) return { kind: 'answered', result: refuse(order, 'idempotency_key_reused') };
  try {
    return await run.result;
  } catch (error) {
    console.error(`POST /api/orders (${redactKey(key)}, ${redactEmail(order.customer.email)}) failed`, error);
    return { kind: 'answered', result: { ...refuse(order, 'order_failed'), cause: error } };
  }
}

/**
 * One order per Idempotency-Key across replicas: with a shared store the key is claimed there
 * first; a request that finds it taken gets the first one's answer (waiting for it if need be), a
 * different body under it gets idempotency_key_reused. A refused or failed attempt frees the key
 * (placeOrder then finds an order a timed-out attempt made after all: the store remembers that the
 * key was claimed before, which counts as `maybeSentBefore`).
 *
 * While the store cannot be reached the order is still placed, guarded as a shop without Redis is:
 * this replica's memory (`answers` above) and WooCommerce's search by the key, done before every
 * order then, as a retry may have gone to another replica. What that cannot catch is two replicas
 * hit with one key at the same instant; refusing every order for the length of a Redis outage to
 * rule that out would cost far more than the rare double order a manager can cancel.
 */
async function placeOrderAcrossReplicas(
  request: OrderRequest,
  key: string,
  fingerprint: string,
  maybeSentBefore: boolean,
  admitted: () => Promise<void>,
): Promise<PlaceOrderResult> {
  const store = sharedKeys();
  if (!store) return placeOrder(request, key, { maybeSentBefore, admitted });

  let claim: KeyClaim<PlacedOrder>;
  try {
    claim = await store.claim(key, fingerprint);
    outage.answered();
  } catch (error) {
    outage.failed(error);
    return placeOrder(request, key, { maybeSentBefore: true, admitted });
  }
  if (claim.kind === 'done') return claim.answer;
  if (claim.kind === 'conflict') return refuse(request, 'idempotency_key_reused');
  if (claim.kind === 'busy') {
    return { ...refuse(request, 'order_in_progress'), retryAfterSeconds: IN_PROGRESS_RETRY_AFTER_SECONDS };
  }
  const settle = (settled: Promise<void>) =>
    settled.catch((e) => console.error(`settling ${redactKey(key)}'s claim in Redis failed`, e));
  try {
    const result = await placeOrder(request, key, {
      maybeSentBefore: maybeSentBefore || claim.triedBefore,
      admitted,
    });
    // Not recording the answer only costs a retry its search in WooCommerce; the order stands.
    if (result.ok) await settle(store.complete(key, claim.claim, fingerprint, result));
    else await settle(store.release(key, claim.claim));
    return result;
  } catch (error) {
    await settle(store.release(key, claim.claim));
    throw error;
  }
}
