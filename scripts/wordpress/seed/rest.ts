// The seed's one transport to WordPress: HTTP Basic with an application password, at most four
// requests in flight (PHP's built-in server has six workers, and the shop's webhooks may need one),
// a retry with backoff when the server is busy, and errors that say what was asked and answered.

/** A request WordPress refused, with what was sent and what it said, for the seed's report. */
export class RestError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly answer: string,
  ) {
    super(`${method} ${path} → ${status} ${answer.slice(0, 600)}`);
  }
}

export interface RestClient {
  json<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
  upload<T>(path: string, file: Buffer, filename: string, contentType: string): Promise<T>;
}

export interface RestOptions {
  url: string;
  user: string;
  appPassword: string;
  concurrency?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs at most `limit` tasks at once, in the order they were asked for. */
export function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/** Busy answers and dropped connections are worth another try; a 4xx is WordPress's decision. */
const RETRYABLE = new Set([429, 502, 503, 504]);

export function restClient({ url, user, appPassword, concurrency = 4 }: RestOptions): RestClient {
  const base = url.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`;
  const run = limiter(concurrency);

  async function send<T>(method: string, path: string, headers: Record<string, string>, body?: BodyInit) {
    return run(async () => {
      for (let attempt = 1; ; attempt++) {
        let response: Response;
        try {
          response = await fetch(`${base}/wp-json${path}`, {
            method,
            headers: { Authorization: authorization, Accept: 'application/json', ...headers },
            body,
            signal: AbortSignal.timeout(120_000),
          });
        } catch (error) {
          if (attempt < 3) {
            await sleep(500 * attempt);
            continue;
          }
          throw new RestError(method, path, 0, String(error));
        }
        const text = await response.text();
        if (response.ok) return JSON.parse(text) as T;
        if (RETRYABLE.has(response.status) && attempt < 3) {
          await sleep(500 * attempt);
          continue;
        }
        throw new RestError(method, path, response.status, text);
      }
    });
  }

  return {
    json: (method, path, body) =>
      send(
        method,
        path,
        body === undefined ? {} : { 'Content-Type': 'application/json' },
        body === undefined ? undefined : JSON.stringify(body),
      ),
    // The raw-body upload of /wp/v2/media: the file name travels in Content-Disposition.
    upload: (path, file, filename, contentType) =>
      send(
        'POST',
        path,
        { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${filename}"` },
        new Uint8Array(file),
      ),
  };
}
