import { startRedisServer, type RedisServer } from '@/test-support/redis-server';
import { memoryCounterStore, redisCounterStore } from './counter-store';

describe('counters in memory', () => {
  it('counts attempts in a window and starts again when it has passed', async () => {
    const store = memoryCounterStore();
    expect(await store.hit('a', 1000, 0)).toEqual({ count: 1, resetAt: 1000 });
    expect(await store.hit('a', 1000, 500)).toEqual({ count: 2, resetAt: 1000 });
    expect(await store.hit('b', 1000, 500)).toEqual({ count: 1, resetAt: 1500 });
    expect(await store.hit('a', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('stays within its size under a flood of made-up keys, forgetting the oldest first', async () => {
    const store = memoryCounterStore(100);
    await store.hit('kept-busy', 60_000, 0);
    for (let i = 0; i < 10_000; i += 1) await store.hit(`made-up-${i}`, 60_000, 1);
    // The oldest key was forgotten, so it starts over; the newest keys still count.
    expect((await store.hit('kept-busy', 60_000, 2)).count).toBe(1);
    expect((await store.hit('made-up-9999', 60_000, 2)).count).toBe(2);
  });
});

describe('counters in Redis, shared by replicas', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.close());

  it('two replicas count one key together, and the key expires with its window', async () => {
    const [one, two] = [redisCounterStore(redis.url), redisCounterStore(redis.url)];
    try {
      expect((await one.hit('shared', 300)).count).toBe(1);
      expect((await two.hit('shared', 300)).count).toBe(2);
      const concurrent = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).hit('burst', 5000)),
      );
      expect(concurrent.map((r) => r.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await one.hit('shared', 300)).count).toBe(1);
    } finally {
      one.close();
      two.close();
    }
  });
});
