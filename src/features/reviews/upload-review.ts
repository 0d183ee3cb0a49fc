/** The answer of POST /api/reviews, as the form reads it. */
export type ReviewAnswer =
  | { ok: true; id: number }
  | {
      ok: false;
      status: number;
      code?: string;
      message?: string;
      fields?: Record<string, string>;
    };

/**
 * Sends the review with XMLHttpRequest rather than fetch: only XHR reports upload progress, and up
 * to 30 MB of photos take a while on a phone. `onProgress` gets 0–100.
 */
export function uploadReview(form: FormData, onProgress: (percent: number) => void): Promise<ReviewAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/reviews');
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const body = (xhr.response ?? null) as {
        id?: number;
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      } | null;
      if (xhr.status === 201 && typeof body?.id === 'number') resolve({ ok: true, id: body.id });
      else resolve({ ok: false, status: xhr.status, ...body?.error });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, status: 0 }));
    xhr.addEventListener('abort', () => resolve({ ok: false, status: 0 }));
    xhr.send(form);
  });
}
