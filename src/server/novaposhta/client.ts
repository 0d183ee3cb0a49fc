import { z } from 'zod';

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
  const response = await fetch(config.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ apiKey: config.apiKey, modelName, calledMethod, methodProperties }),
    cache: 'force-cache',
    next: { revalidate: config.revalidateSeconds ?? 3600, tags: ['novaposhta'] },
  });
  if (!response.ok) throw new NovaPoshtaError(`HTTP ${response.status}`, calledMethod);
  const envelope = envelopeSchema.parse(await response.json());
  if (!envelope.success)
    throw new NovaPoshtaError(envelope.errors.join('; ') || 'unknown error', calledMethod);
  return z.array(dataSchema).parse(envelope.data);
}
