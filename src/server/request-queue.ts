/**
 * A small limiter for platform calls: a build or a burst of traffic runs a few requests at a time
 * instead of flooding WordPress, and a failed attempt is retried with exponential backoff.
 *
 * Every call has a deadline that covers all of it: the wait for a slot, each attempt and the pauses
 * between them. Without it a backend that accepts connections and never answers would hold the few
 * slots, and every call queued behind them would wait for theirs too: one hanging call per slot
 * would hang every page.
 */
type QueueOptions = {
  concurrency: number;
  retries: number;
  baseDelayMs: number;
};

type RunOptions = {
  /** The call's whole time; when it runs out the call rejects with a TimeoutError. */
  timeoutMs: number;
  /** `false` for a call that must not run twice (a write that may have taken effect). */
  retry?: boolean;
};

export class RetryableError extends Error {}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

export function createRequestQueue({ concurrency, retries, baseDelayMs }: QueueOptions) {
  let active = 0;
  const waiting: Array<() => void> = [];

  function acquire(signal: AbortSignal): Promise<void> {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal.removeEventListener('abort', giveUp);
        resolve();
      };
      const giveUp = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(signal.reason);
      };
      waiting.push(turn);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  }

  function release(): void {
    const next = waiting.shift();
    // The slot passes straight to the next caller, so `active` only drops when nobody waits.
    if (next) next();
    else active -= 1;
  }

  /**
   * Runs `task` with the call's deadline as its signal, retried while the deadline allows. The task
   * must honour the signal (fetch does, the body included), or it keeps its slot past the deadline.
   */
  return async function run<T>(
    task: (signal: AbortSignal) => Promise<T>,
    { timeoutMs, retry = true }: RunOptions,
  ): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    await acquire(signal);
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await task(signal);
        } catch (error) {
          // fetch's TypeError (refused, reset) by name: it may come from another realm than this code.
          const retryable = error instanceof RetryableError || (error as Error | null)?.name === 'TypeError';
          if (!retry || !retryable || attempt >= retries || signal.aborted) throw error;
          await pause(baseDelayMs * 2 ** attempt, signal);
        }
      }
    } finally {
      release();
    }
  };
}
