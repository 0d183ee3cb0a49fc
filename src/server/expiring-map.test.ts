import { ExpiringMap } from './expiring-map';

function withClock(options: { ttlMs?: number; maxEntries: number }) {
  const clock = { time: 1_000_000 };
  const map = new ExpiringMap<string, number>({ ...options, now: () => clock.time });
  return { map, clock };
}

describe('an expiring map', () => {
  it('answers an entry until its ttl has passed, then forgets it', () => {
    const { map, clock } = withClock({ ttlMs: 1000, maxEntries: 10 });
    map.set('a', 1);
    clock.time += 999;
    expect(map.get('a')).toBe(1);
    expect(map.has('a')).toBe(true);
    clock.time += 1;
    expect(map.get('a')).toBeUndefined();
    expect(map.has('a')).toBe(false);
    expect(map.size).toBe(0);
  });

  it('starts the ttl again when an entry is set again', () => {
    const { map, clock } = withClock({ ttlMs: 1000, maxEntries: 10 });
    map.set('a', 1);
    clock.time += 800;
    map.set('a', 2);
    clock.time += 800;
    expect(map.get('a')).toBe(2);
  });

  it('keeps an entry for the ttl its set names', () => {
    const { map, clock } = withClock({ ttlMs: 1000, maxEntries: 10 });
    map.set('short', 1, { ttlMs: 100 });
    map.set('long', 2, { ttlMs: 60_000 });
    map.set('usual', 3);
    clock.time += 100;
    expect(map.get('short')).toBeUndefined();
    expect(map.get('usual')).toBe(3);
    clock.time += 900;
    expect(map.get('usual')).toBeUndefined();
    expect(map.get('long')).toBe(2);
  });

  it('keeps an entry without a ttl until it is evicted', () => {
    const { map, clock } = withClock({ maxEntries: 10 });
    map.set('a', 1);
    clock.time += 365 * 24 * 60 * 60 * 1000;
    expect(map.get('a')).toBe(1);
  });

  it('at its cap forgets the oldest write first', () => {
    const { map } = withClock({ ttlMs: 1000, maxEntries: 3 });
    map.set('a', 1).set('b', 2).set('c', 3);
    map.set('a', 10); // written again: now the newest
    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.has('b')).toBe(false);
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual([10, 3, 4]);
  });

  it('drops the expired entries at the oldest end on a write, keeping the live ones', () => {
    const { map, clock } = withClock({ ttlMs: 1000, maxEntries: 10 });
    map.set('a', 1).set('b', 2);
    clock.time += 500;
    map.set('c', 3);
    clock.time += 500;
    map.set('d', 4);
    expect(map.size).toBe(2);
    expect([map.get('c'), map.get('d')]).toEqual([3, 4]);
  });

  it('sweeps expired entries wherever they are', () => {
    const { map, clock } = withClock({ maxEntries: 10 });
    map.set('forever', 1);
    map.set('brief', 2, { ttlMs: 10 });
    map.set('longer', 3, { ttlMs: 1000 });
    clock.time += 10;
    expect(map.size).toBe(3);
    map.sweep();
    expect(map.size).toBe(2);
    expect([map.get('forever'), map.get('longer')]).toEqual([1, 3]);
  });

  it('takes the time of a call from a caller that keeps its own clock', () => {
    const map = new ExpiringMap<string, number>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    map.set('a', 1, { at: 5000 });
    expect(map.get('a', 5999)).toBe(1);
    expect(map.get('a', 6000)).toBeUndefined();
  });

  it('deletes and clears', () => {
    const { map } = withClock({ ttlMs: 1000, maxEntries: 10 });
    map.set('a', 1).set('b', 2);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    map.clear();
    expect(map.size).toBe(0);
  });
});
