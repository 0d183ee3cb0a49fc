import { z } from 'zod';
import { isDownStatus, PlatformUnavailableError, unavailableOr } from '@/server/platform-unavailable';

/*
 * Nova Poshta's API answers a directory search in a few hundred milliseconds and the answers are
 * cached for an hour; a call that takes 5 s is a Nova Poshta that is down for the shopper, whose city
 * or branch list then says so (503) instead of spinning.
 */
const CALL_TIMEOUT_MS = 5_000;

export interface NovaPoshtaConfig {
  url: string;
  apiKey: string;
  /** Next's fetch cache options for reference data (cities, branches, streets change rarely). */
  revalidateSeconds?: number;
}

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  errors: z.array(z.string()).default([]),
});

class NovaPoshtaError extends Error {
  constructor(
    message: string,
    readonly calledMethod: string,
  ) {
    super(message);
    this.name = 'NovaPoshtaError';
  }
}

/**
 * One Nova Poshta API 2.0 call: every method is a POST of {apiKey, modelName, calledMethod,
 * methodProperties}; failures come back as HTTP 200 with success=false and texts in errors[].
 */
export async function callNovaPoshta<T>(
  config: NovaPoshtaConfig,
  modelName: string,
  calledMethod: string,
  methodProperties: Record<string, unknown>,
  dataSchema: z.ZodType<T>,
): Promise<T[]> {
  const call = `${modelName}.${calledMethod}`;
  let body: unknown;
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ apiKey: config.apiKey, modelName, calledMethod, methodProperties }),
      cache: 'force-cache',
      next: { revalidate: config.revalidateSeconds ?? 3600, tags: ['novaposhta'] },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (isDownStatus(response.status)) throw new PlatformUnavailableError('Nova Poshta', call);
    if (!response.ok) throw new NovaPoshtaError(`HTTP ${response.status}`, calledMethod);
    body = await response.json();
  } catch (error) {
    throw unavailableOr('Nova Poshta', call, error);
  }
  const envelope = envelopeSchema.parse(body);
  if (!envelope.success)
    throw new NovaPoshtaError(envelope.errors.join('; ') || 'unknown error', calledMethod);
  return z.array(dataSchema).parse(envelope.data);
}
