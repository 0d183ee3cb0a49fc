import { arrayOf, int, INVALID, object, optional, string, type Read } from '@/domain/stored/read';
import type { ApiError } from './outcome';

const readFields: Read<Record<string, string>> = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
  const entries = Object.entries(value);
  return entries.every(([, text]) => typeof text === 'string')
    ? Object.fromEntries(entries as [string, string][])
    : INVALID;
};

const readError: Read<ApiError> = object({
  code: string(),
  message: string(),
  field: optional(string()),
  fields: optional(readFields),
  lines: optional(
    arrayOf(
      object({
        field: string(),
        id: optional(int(0)),
        variation_id: optional(int(0)),
        name: optional(string()),
      }),
    ),
  ),
});

/** The `error` of an API answer's body, or null when the body is not the API's error. */
export function readApiError(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = readError((body as { error?: unknown }).error);
  return error === INVALID ? null : error;
}
