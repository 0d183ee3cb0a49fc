import type { UnavailableLine } from '@/domain/checkout/unavailable-lines';

/**
 * The API's error body, as every route answers it and the browser reads it: a code the page acts
 * on and a message in the shopper's language; for what the shopper can fix, the form field
 * (`customer.phone`, `promo`) or, for a form checked as a whole, a message per field (`fields`); a
 * refused cart names every line the shop no longer sells (`lines`).
 */
export type ApiError<Code extends string = string> = {
  code: Code;
  message: string;
  field?: string;
  fields?: Record<string, string>;
  lines?: UnavailableLine[];
};

/**
 * Why a use case did not do what it was asked. `cause`: the platform failure behind it, so the route
 * can tell a platform that did not answer (503, retry later) from one that failed otherwise (502).
 * `retryAfterSeconds`: when the same request may succeed if sent again.
 */
export type Refusal<Code extends string = string> = ApiError<Code> & {
  ok: false;
  cause?: unknown;
  retryAfterSeconds?: number;
};

/**
 * What a use case answers: what it did (`ok: true` and its result) or a refusal with a domain code
 * (`review_duplicate`, `order_not_found`), never an HTTP status: the routes map codes to statuses
 * in one table (src/server/http/refusal-status.ts).
 */
export type Outcome<Done extends object, Code extends string> = ({ ok: true } & Done) | Refusal<Code>;
