import 'server-only';
import { serverEnv } from '@/server/env';
import {
  isPlatformUnavailable,
  PlatformUnavailableError,
  unavailableOr,
  type Platform,
} from '@/server/platform-unavailable';
import type { createRequestQueue } from '@/server/request-queue';
import { platformBreaker, type Admission } from './circuit-breaker';
import { createInFlightReads } from './in-flight-reads';
import { readTimeLeft } from './page-deadline';

type Queue = ReturnType<typeof createRequestQueue>;
type Task<T> = (signal: AbortSignal) => Promise<T>;

export type CallOptions = {
  /** The call's own time (the queue's wait and retries included). */
  timeoutMs: number;
  /**
   * A read: bounded by the page's deadline too (page-deadline.ts), shared with identical reads in
   * flight under this key (in-flight-reads.ts), retried, and its missing answer counts the platform
   * down (circuit-breaker.ts).
   */
  read?: { key: string };
  /** `false` for a call that must not run twice (a write that may have taken effect). */
  retry?: boolean;
};

/**
 * How one platform's client makes every call: through its queue, within its time, and not at all
 * while the platform counts as down. A call that gets no answer rejects with PlatformUnavailableError.
 */
export function platformCaller(platform: Platform, queue: Queue) {
  const breaker = platformBreaker(platform, () => serverEnv().platformDownSeconds * 1000);
  const shared = createInFlightReads();

  /*
   * No time (the platform is down, or the page's deadline has passed): the task runs with a signal
   * already aborted, so Next's data cache still answers what it holds (a cache hit never looks at the
   * signal) and anything that needs the platform fails at once.
   */
  async function withoutWaiting<T>(call: string, task: Task<T>): Promise<T> {
    try {
      return await task(AbortSignal.abort(new PlatformUnavailableError(platform, call)));
    } catch (error) {
      throw unavailableOr(platform, call, error);
    }
  }

  async function queued<T>(call: string, task: Task<T>, admission: Admission, options: CallOptions) {
    const timeoutMs = options.read ? readTimeLeft(options.timeoutMs) : options.timeoutMs;
    if (timeoutMs <= 0) {
      breaker.report(admission, 'unknown');
      return withoutWaiting(call, task);
    }
    try {
      const run = () => queue(task, { timeoutMs, retry: options.retry });
      const result = options.read ? await shared(options.read.key, timeoutMs, run) : await run();
      breaker.report(admission, 'answered');
      return result;
    } catch (error) {
      const failure = unavailableOr(platform, call, error);
      const answered = !isPlatformUnavailable(failure);
      breaker.report(admission, answered ? 'answered' : options.read ? 'no-answer' : 'unknown');
      throw failure;
    }
  }

  return function callPlatform<T>(call: string, task: Task<T>, options: CallOptions): Promise<T> {
    const admission = breaker.admit();
    if (admission === 'down') return withoutWaiting(call, task);
    return queued(call, task, admission, options);
  };
}
