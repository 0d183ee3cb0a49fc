/*
 * Identical reads that are in flight at the same time are made once: the later callers get the
 * first one's answer. A page's layout, metadata and body often ask for the same thing at once, and
 * Next's own request memoisation skips any fetch that carries a signal, as every platform call does
 * for its deadline. Reads only: a write must reach the platform each time it is sent.
 *
 * Each caller still waits no longer than its own time: one whose page has less left gives up at its
 * own deadline, while the shared call goes on for the others.
 */
export function createInFlightReads() {
  const inFlight = new Map<string, Promise<unknown>>();

  return function shared<T>(key: string, timeoutMs: number, read: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return withinTime(running, timeoutMs);
    const started = read();
    inFlight.set(key, started);
    const forget = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    started.then(forget, forget);
    return started;
  };
}

function withinTime<T>(answer: Promise<T>, timeoutMs: number): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<T>((resolve, reject) => {
    const giveUp = () => reject(signal.reason);
    signal.addEventListener('abort', giveUp, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', giveUp));
  });
}
