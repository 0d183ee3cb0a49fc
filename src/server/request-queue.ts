/**
 * A small limiter for platform calls: a build or a burst of traffic runs a few requests at a time
 * instead of flooding WordPress, and a failed attempt is retried with exponential backoff.
 */
type QueueOptions = {
  concurrency: number;
  retries: number;
  baseDelayMs: number;
};

export class RetryableError extends Error {}

export function createRequestQueue({ concurrency, retries, baseDelayMs }: QueueOptions) {
  let active = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (active < concurrency) {
      active += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    // The slot passes straight to the next caller, so `active` only drops when nobody waits.
    if (next) next();
    else active -= 1;
  }

  /** `retry: false` for a call that must not run twice (a write that may have taken effect). */
  return async function run<T>(
    task: () => Promise<T>,
    { retry = true }: { retry?: boolean } = {},
  ): Promise<T> {
    await acquire();
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await task();
        } catch (error) {
          const retryable = error instanceof RetryableError || error instanceof TypeError;
          if (!retry || !retryable || attempt >= retries) throw error;
          await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** attempt));
        }
      }
    } finally {
      release();
    }
  };
}
