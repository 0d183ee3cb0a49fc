export type ResolvedEnv = {
  env: Record<string, string | undefined>;
  port: string;
  sandboxPort: string;
  sandboxUrl: string;
  usesSandbox: boolean;
  settingsError: string | null;
};

export function resolveEnv(options?: {
  processEnv?: Record<string, string | undefined>;
  dir?: string;
}): ResolvedEnv;

export const DEFAULT_HEAP_MB: number;

export function heapOptions(env: Record<string, string | undefined>): string[];
