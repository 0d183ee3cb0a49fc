import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/server/env';
import { RetryableError } from '@/server/request-queue';
import {
  callWordPress,
  WORDPRESS_READ_TIMEOUT_MS,
  WORDPRESS_WRITE_TIMEOUT_MS,
  wordpressFetch,
} from './transport';

/*
 * WordPress's own REST API (/wp-json/wp/v2): the media library and comment meta, for review
 * photos. WooCommerce lives in the same WordPress, so the base is the WooCommerce URL. Every call
 * carries the application password (WORDPRESS_APP_USER / _PASSWORD) of a user who may upload
 * files and moderate comments. Uploads are not retried (a retry after a timeout could store the
 * file twice).
 */

export class WordPressRestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'WordPressRestError';
  }
}

/** WordPress refused an uploaded file by its type or contents (`rest_upload_*`; stock WordPress refuses SVG). */
export class FileRefusedError extends WordPressRestError {
  constructor(error: WordPressRestError) {
    super(error.message, error.status, error.code, error.path);
    this.name = 'FileRefusedError';
  }
}

/** Up to 30 MB of photos go up in one review: a slow link to WordPress needs time. */
const UPLOAD_TIMEOUT_MS = 60_000;

const errorBody = z.object({ code: z.string(), message: z.string() });

function url(path: string, query: Record<string, string | number | undefined> = {}): URL {
  const target = new URL(`${serverEnv().woocommerceUrl}/wp-json/wp/v2/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) target.searchParams.set(key, String(value));
  }
  return target;
}

function authorization(): string {
  const { wordpressAppUser, wordpressAppPassword } = serverEnv();
  return `Basic ${Buffer.from(`${wordpressAppUser}:${wordpressAppPassword}`).toString('base64')}`;
}

async function failure(response: Response, path: string): Promise<WordPressRestError> {
  const body = errorBody.safeParse(await response.json().catch(() => null));
  return new WordPressRestError(
    body.success ? body.data.message : `HTTP ${response.status}`,
    response.status,
    body.success ? body.data.code : 'http_error',
    path,
  );
}

/** A cached GET under `tags`, refetched at most `maxAgeSeconds` after it was stored. */
export async function wpRestGet<T>(
  path: string,
  options: {
    query?: Record<string, string | number | undefined>;
    schema: z.ZodType<T>;
    tags: string[];
    maxAgeSeconds: number;
  },
): Promise<T> {
  const target = url(path, options.query);
  // Shared with identical reads in flight, so it answers the wire's JSON: each caller parses it.
  const json = await callWordPress(
    `GET ${path}`,
    async (signal) => {
      const response = await wordpressFetch(`GET ${path}`, target, {
        headers: { Authorization: authorization(), Accept: 'application/json' },
        cache: 'force-cache',
        next: { tags: options.tags, revalidate: options.maxAgeSeconds },
        signal,
      });
      if (response.status >= 500) throw new RetryableError(`WordPress ${path}: HTTP ${response.status}`);
      if (!response.ok) throw await failure(response, path);
      return (await response.json()) as unknown;
    },
    { timeoutMs: WORDPRESS_READ_TIMEOUT_MS, read: { key: `GET ${target.href}` } },
  );
  return options.schema.parse(json);
}

/** A POST with a JSON body (comment meta); not retried. */
export function wpRestPost<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return callWordPress(
    `POST ${path}`,
    async (signal) => {
      const response = await wordpressFetch(`POST ${path}`, url(path), {
        method: 'POST',
        headers: {
          Authorization: authorization(),
          Accept: 'application/json',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        cache: 'no-store',
        signal,
      });
      if (!response.ok) throw await failure(response, path);
      return schema.parse(await response.json());
    },
    { timeoutMs: WORDPRESS_WRITE_TIMEOUT_MS, retry: false },
  );
}

const deletedSchema = z.object({ deleted: z.literal(true) }).loose();

/**
 * Deletes an attachment for good (`force=true`: WordPress does not trash media). Deleting twice is
 * harmless, so it is retried like a read.
 */
export function deleteMedia(id: number): Promise<void> {
  const path = `media/${id}`;
  return callWordPress(
    `DELETE ${path}`,
    async (signal) => {
      const response = await wordpressFetch(`DELETE ${path}`, url(path, { force: 'true' }), {
        method: 'DELETE',
        headers: { Authorization: authorization(), Accept: 'application/json' },
        cache: 'no-store',
        signal,
      });
      if (response.status >= 500) throw new RetryableError(`WordPress ${path}: HTTP ${response.status}`);
      if (!response.ok) throw await failure(response, path);
      deletedSchema.parse(await response.json());
    },
    { timeoutMs: WORDPRESS_READ_TIMEOUT_MS },
  );
}

const mediaSchema = z.object({ id: z.number(), source_url: z.string() });
export type UploadedMedia = z.infer<typeof mediaSchema>;

/**
 * One file into the media library: the raw bytes with Content-Type and an ASCII
 * `Content-Disposition` file name (WordPress does not read RFC 5987 `filename*=`). A file WordPress
 * does not take throws FileRefusedError.
 */
export function uploadMedia(file: {
  bytes: Uint8Array;
  fileName: string;
  mime: string;
}): Promise<UploadedMedia> {
  if (!/^[A-Za-z0-9._-]+$/.test(file.fileName)) throw new Error(`not an ASCII file name: ${file.fileName}`);
  return callWordPress(
    'POST media',
    async (signal) => {
      const response = await wordpressFetch('POST media', url('media'), {
        method: 'POST',
        headers: {
          Authorization: authorization(),
          Accept: 'application/json',
          'Content-Type': file.mime,
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
        },
        body: new Blob([new Uint8Array(file.bytes)], { type: file.mime }),
        cache: 'no-store',
        signal,
      });
      if (!response.ok) {
        const error = await failure(response, 'media');
        throw error.code.startsWith('rest_upload_') ? new FileRefusedError(error) : error;
      }
      return mediaSchema.parse(await response.json());
    },
    { timeoutMs: UPLOAD_TIMEOUT_MS, retry: false },
  );
}
