import 'server-only';
import { serverEnv } from '@/server/env';
import { cancelUnpaidOrders } from './unpaid-orders';

/**
 * How often each replica looks for overdue unpaid orders: a held unit goes back on sale at most this
 * long after its hold ends. Replicas sweep independently; which one cancels an order is decided per
 * order (cancel-claims.ts).
 */
const SWEEP_EVERY_MS = 5 * 60_000;
/** The first sweep waits for the server to settle after start. */
const FIRST_SWEEP_MS = 30_000;

let started = false;

/** Starts the periodic cancelling of unpaid orders in this server process (src/instrumentation.ts). */
export function startUnpaidOrderSweeper(): void {
  const { card, transfer } = serverEnv().unpaidHoldMinutes;
  if (started || (card <= 0 && transfer <= 0)) return;
  started = true;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const cancelled = await cancelUnpaidOrders(new Date());
      if (cancelled.length) console.info(`unpaid orders cancelled after their hold: ${cancelled.join(', ')}`);
    } catch (error) {
      console.error('cancelling unpaid orders failed; the next sweep tries again', error);
    } finally {
      running = false;
    }
  };
  setTimeout(sweep, FIRST_SWEEP_MS).unref();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}
