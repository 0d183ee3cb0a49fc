import type { ApiError } from '@/domain/outcome/outcome';
import { readApiError } from '@/domain/outcome/read-api-error';
import { readReviewCreated } from '@/domain/reviews/review-answer';

/** The answer of POST /api/reviews, as the form reads it: `status` 0 when no answer came. */
export type ReviewAnswer = { ok: true; id: number } | ({ ok: false; status: number } & Partial<ApiError>);

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
      const body: unknown = xhr.response ?? null;
      const created = xhr.status === 201 ? readReviewCreated(body) : null;
      if (created) resolve({ ok: true, id: created.id });
      else resolve({ ok: false, status: xhr.status, ...readApiError(body) });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, status: 0 }));
    xhr.addEventListener('abort', () => resolve({ ok: false, status: 0 }));
    xhr.send(form);
  });
}
