import 'server-only';
import { serverEnv } from '@/server/env';
import { lazyRedis } from '@/server/redis/connection';
import { outageWarning } from '@/server/redis/outage-warning';

/*
 * Which replica cancels an overdue unpaid order. Every replica sweeps (unpaid-order-sweeper.ts), and
 * two sweeps that meet would both cancel the order and both write the manager's note: WooCommerce
 * restores the stock once, but the order shows the note twice. With REDIS_URL the first replica to
 * `SET NX` the order's key cancels it; without Redis there is one replica, and while Redis cannot be
 * reached each replica cancels as if alone (a second note beats an order that holds its goods).
 */

/** Longer than any sweep; an order the claimant failed to cancel is tried again after it. */
const CLAIM_TTL_MS = 10 * 60_000;

export type CancelClaims = {
  /** True when this caller is to cancel the order now. */
  claim(orderId: number): Promise<boolean>;
  close(): void;
};

export const aloneCancelClaims: CancelClaims = { claim: async () => true, close() {} };

export function redisCancelClaims(url: string, prefix = 'storefront:unpaid-cancel:'): CancelClaims {
  const connection = lazyRedis(url, 'unpaid-order cancels');
  const outage = outageWarning('each replica cancels unpaid orders as if alone');
  return {
    async claim(orderId) {
      try {
        const set = await (
          await connection.get()
        ).set(`${prefix}${orderId}`, '1', {
          condition: 'NX',
          expiration: { type: 'PX', value: CLAIM_TTL_MS },
        });
        outage.answered();
        return set === 'OK';
      } catch (error) {
        outage.failed(error);
        return true;
      }
    },
    close() {
      connection.close();
    },
  };
}

let claims: CancelClaims | undefined;

export function cancelClaims(): CancelClaims {
  const url = serverEnv().redisUrl;
  claims ??= url ? redisCancelClaims(url) : aloneCancelClaims;
  return claims;
}
