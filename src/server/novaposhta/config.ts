import 'server-only';
import { serverEnv } from '@/server/env';
import type { NovaPoshtaConfig } from './client';

/** Reference data (cities, branches, streets) changes rarely: an hour in the fetch cache. */
export const NP_DIRECTORY_REVALIDATE_SECONDS = 3600;

export function novaPoshtaConfig(revalidateSeconds = NP_DIRECTORY_REVALIDATE_SECONDS): NovaPoshtaConfig {
  const { novaposhtaUrl, novaposhtaKey } = serverEnv();
  return { url: novaposhtaUrl, apiKey: novaposhtaKey, revalidateSeconds };
}
