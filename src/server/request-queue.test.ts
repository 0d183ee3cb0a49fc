import { createRequestQueue, RetryableError } from './request-queue';

const never = () => new Promise<never>(() => {});

function elapsedSince(start: number): number {
  return Date.now() - start;
}

it('a call queued behind hanging calls fails at its own deadline, not after theirs', async () => {
  const run = createRequestQueue({ concurrency: 1, retries: 0, baseDelayMs: 10 });
  const hanging = run(never, { timeoutMs: 5_000 });
  hanging.catch(() => {});
  const start = Date.now();
  await expect(run(async () => 'answer', { timeoutMs: 200 })).rejects.toMatchObject({ name: 'TimeoutError' });
  expect(elapsedSince(start)).toBeLessThan(1_000);
});

it('a slot given up at the deadline goes to the next caller', async () => {
  const run = createRequestQueue({ concurrency: 1, retries: 0, baseDelayMs: 10 });
  let finish: (value: string) => void = () => {};
  const first = run(() => new Promise<string>((resolve) => (finish = resolve)), { timeoutMs: 5_000 });
  const late = run(async () => 'late', { timeoutMs: 50 });
  const next = run(async () => 'next', { timeoutMs: 5_000 });
  await expect(late).rejects.toMatchObject({ name: 'TimeoutError' });
  finish('first');
  await expect(first).resolves.toBe('first');
  await expect(next).resolves.toBe('next');
});

it('a failed attempt is retried with backoff until the deadline, which stops the retries', async () => {
  const run = createRequestQueue({ concurrency: 1, retries: 5, baseDelayMs: 100 });
  let attempts = 0;
  const start = Date.now();
  const failing = run(
    async () => {
      attempts += 1;
      throw new RetryableError('busy');
    },
    { timeoutMs: 400 },
  );
  // 100 + 200 ms of backoff fit in 400 ms; the third pause (400 ms) does not.
  await expect(failing).rejects.toMatchObject({ name: 'TimeoutError' });
  expect(attempts).toBe(3);
  expect(elapsedSince(start)).toBeLessThan(1_000);
});

it('a write is never tried twice', async () => {
  const run = createRequestQueue({ concurrency: 1, retries: 3, baseDelayMs: 1 });
  let attempts = 0;
  await expect(
    run(
      async () => {
        attempts += 1;
        throw new RetryableError('busy');
      },
      { timeoutMs: 1_000, retry: false },
    ),
  ).rejects.toThrow('busy');
  expect(attempts).toBe(1);
});
