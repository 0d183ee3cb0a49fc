/** Read-only HTTP calls with a time limit; never throws — a failure is an answer with status 0. */
export interface Answer {
  status: number;
  json: unknown;
  error?: string;
}

const TIMEOUT_MS = 20_000;

export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  } catch (error) {
    return { status: 0, json: null, error: (error as Error).message };
  }
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** WordPress's REST error code, when the body is one. */
export const restCode = (answer: Answer) =>
  (answer.json as { code?: string } | null)?.code ??
  (answer.error ? `no answer: ${answer.error}` : `HTTP ${answer.status}`);
