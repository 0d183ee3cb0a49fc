import type { Instrumentation } from 'next';

/**
 * Runs once when a server starts: a shop whose settings are missing or hold the sandbox's public
 * secrets refuses to start, naming every one, rather than failing (or, worse, working with a
 * published WayForPay secret) on some later request. `next build` needs no settings, so it is skipped.
 * Then each request's socket address is recorded for the limits (src/server/http/peer-address.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseBadSettings } = await import('./server/settings-at-start');
  refuseBadSettings();
  const { recordPeerAddresses } = await import('./server/http/peer-address');
  recordPeerAddresses();
  // And when each answer has gone out, for the renders the proxy admits (src/server/http/request-ends.ts).
  const { recordRequestEnds } = await import('./server/http/request-ends');
  recordRequestEnds();
  // WooCommerce never cancels the REST orders the shop creates; the shop does (docs/woocommerce.md).
  const { startUnpaidOrderSweeper } = await import('./server/checkout/unpaid-order-sweeper');
  startUnpaidOrderSweeper();
}

/**
 * A page whose render failed because WooCommerce or WordPress did not answer is remembered, so the
 * proxy answers it 503 for a while (src/server/unavailable-pages.ts says why this way).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || context.routeType !== 'render') return;
  const { rememberIfUnavailable } = await import('./server/unavailable-pages');
  rememberIfUnavailable(error, request.path);
};
