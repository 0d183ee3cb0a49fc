/**
 * One warning per Redis outage for a store that falls back to this replica's memory: the first
 * failure is logged with its cause, the rest of the outage is quiet, and the next answer from Redis
 * ends it (a later outage warns again). Without it an outage logs once per request.
 */
export function outageWarning(fallback: string): { failed(error: unknown): void; answered(): void } {
  let down = false;
  return {
    failed(error) {
      if (!down) console.warn(`Redis unreachable: ${fallback}:`, error);
      down = true;
    },
    answered() {
      down = false;
    },
  };
}
