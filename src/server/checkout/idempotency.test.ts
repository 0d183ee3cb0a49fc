import { createIdempotencyStore } from './idempotency';

describe('idempotency store', () => {
  it('two concurrent calls with one key run the task once and share its answer', async () => {
    const store = createIdempotencyStore<number>({ ttlMs: 60_000, maxEntries: 100 });
    let runs = 0;
    const task = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 20));
    const a = store.run('k', 'body', task);
    const b = store.run('k', 'body', task);
    if (a.conflict || b.conflict) throw new Error('unexpected conflict');
    expect(await Promise.all([a.result, b.result])).toEqual([1, 1]);
    expect(runs).toBe(1);
  });

  it('the same key with another body is a conflict', () => {
    const store = createIdempotencyStore<number>({ ttlMs: 60_000, maxEntries: 100 });
    store.run('k', 'body', async () => 1);
    expect(store.run('k', 'other', async () => 2)).toEqual({ conflict: true });
  });

  it('a failed attempt is forgotten so a retry runs again', async () => {
    const store = createIdempotencyStore<number>({ ttlMs: 60_000, maxEntries: 100 });
    const first = store.run('k', 'body', async () => {
      throw new Error('down');
    });
    if (first.conflict) throw new Error('unexpected conflict');
    await expect(first.result).rejects.toThrow('down');
    const second = store.run('k', 'body', async () => 7);
    if (second.conflict) throw new Error('unexpected conflict');
    expect(await second.result).toBe(7);
  });

  it('tells the task of a retry after a failed attempt that the key was tried, and a new key that it was not', async () => {
    const store = createIdempotencyStore<boolean>({ ttlMs: 60_000, maxEntries: 100 });
    const seen: boolean[] = [];
    const failing = store.run('k', 'body', async ({ triedBefore }) => {
      seen.push(triedBefore);
      throw new Error('timed out');
    });
    if (failing.conflict) throw new Error('unexpected conflict');
    await expect(failing.result).rejects.toThrow('timed out');
    for (const key of ['k', 'other']) {
      const run = store.run(key, 'body', async ({ triedBefore }) => triedBefore);
      if (run.conflict) throw new Error('unexpected conflict');
      seen.push(await run.result);
    }
    expect(seen).toEqual([false, true, false]);
  });

  it('forgets a tried key after its time', async () => {
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const store = createIdempotencyStore<boolean>({ ttlMs: 60_000, maxEntries: 100 });
    const failing = store.run('k', 'body', async () => {
      throw new Error('timed out');
    });
    if (failing.conflict) throw new Error('unexpected conflict');
    await expect(failing.result).rejects.toThrow('timed out');
    now += 60_001;
    const later = store.run('k', 'body', async ({ triedBefore }) => triedBefore);
    if (later.conflict) throw new Error('unexpected conflict');
    expect(await later.result).toBe(false);
    clock.mockRestore();
  });

  it('keeps at most maxEntries keys', () => {
    const store = createIdempotencyStore<number>({ ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 10; i += 1) store.run(`k${i}`, 'b', async () => i);
    expect(store.size()).toBeLessThanOrEqual(4);
  });
});

describe('idempotency store with answers it does not keep', () => {
  it('shares an unkept answer with a request that came while it ran, then runs the task again', async () => {
    const store = createIdempotencyStore<string>({
      ttlMs: 60_000,
      maxEntries: 100,
      keep: (a) => a === 'placed',
    });
    let runs = 0;
    const task = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(++runs === 1 ? 'refused' : 'placed'), 10));
    const first = store.run('k', 'body', task);
    const together = store.run('k', 'body', task);
    if (first.conflict || together.conflict) throw new Error('unexpected conflict');
    expect(await Promise.all([first.result, together.result])).toEqual(['refused', 'refused']);
    const again = store.run('k', 'body', task);
    if (again.conflict) throw new Error('unexpected conflict');
    expect(await again.result).toBe('placed');
    const kept = store.run('k', 'body', task);
    if (kept.conflict) throw new Error('unexpected conflict');
    expect(await kept.result).toBe('placed');
    expect(runs).toBe(2);
  });
});
