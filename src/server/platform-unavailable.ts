import { UNAVAILABLE_DIGEST } from '@/domain/unavailable';
import { RetryableError } from '@/server/request-queue';

export type Platform = 'WooCommerce' | 'WordPress' | 'Nova Poshta';

/**
 * How long a shopper or a crawler is asked to wait (Retry-After) when a platform does not answer, and
 * how long the proxy keeps answering a page that failed so 503 (src/server/unavailable-pages.ts).
 * Short, because most outages of a shared host are a restart: a shopper who retries sooner than the
 * message's "a few minutes" should find the shop back rather than a remembered failure.
 */
export const RETRY_AFTER_SECONDS = 30;

/**
 * A platform did not answer: the connection failed, the call ran out of its time, or the platform
 * (or the proxy in front of it) said it is down or busy (502, 503, 504, 429). Pages show "the shop is
 * temporarily unavailable" for it and the API answers 503 with Retry-After. Any other failure (a 500,
 * a body that does not parse) stays what it is: a page's error, the API's 502.
 *
 * Retryable, so the request queue tries a refused connection again while the call's time lasts.
 */
export class PlatformUnavailableError extends RetryableError {
  /** Next.js passes a digest the error already has to the browser's error boundary as it is. */
  readonly digest: string;

  constructor(
    readonly platform: Platform,
    readonly call: string,
    options?: { cause?: unknown },
  ) {
    super(`${platform} did not answer ${call}`, options);
    this.name = 'PlatformUnavailableError';
    this.digest = `${UNAVAILABLE_DIGEST};${platform}`;
  }
}

export function isPlatformUnavailable(error: unknown): error is PlatformUnavailableError {
  return error instanceof PlatformUnavailableError;
}

const DOWN_STATUSES = new Set([429, 502, 503, 504]);

/** An HTTP status by which a platform, or the gateway before it, says it cannot answer now. */
export function isDownStatus(status: number): boolean {
  return DOWN_STATUSES.has(status);
}

/**
 * Whether a failed call got no answer at all: fetch's TypeError (refused, reset, unknown host) or the
 * time-out's TimeoutError (an AbortSignal.timeout fired while connecting, waiting or reading).
 */
function isNoAnswer(error: unknown): boolean {
  // By name: fetch's errors come from Node's own realm, where `instanceof` against another realm's
  // TypeError (a test runner's sandbox) is false.
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TypeError' || name === 'TimeoutError' || name === 'AbortError';
}

/** The error a platform client throws for `error`: unavailability as PlatformUnavailableError, the rest as it is. */
export function unavailableOr(platform: Platform, call: string, error: unknown): unknown {
  if (isPlatformUnavailable(error) || !isNoAnswer(error)) return error;
  return new PlatformUnavailableError(platform, call, { cause: error });
}
