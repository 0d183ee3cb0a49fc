/**
 * Runs once when a server starts: a shop whose settings are missing or hold the sandbox's public
 * secrets refuses to start, naming every one, rather than failing (or, worse, working with a
 * published WayForPay secret) on some later request. `next build` needs no settings, so it is skipped.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseBadSettings } = await import('./server/settings-at-start');
  refuseBadSettings();
}
