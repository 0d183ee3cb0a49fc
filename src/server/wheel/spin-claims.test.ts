import { memorySpinClaims } from './spin-claims';

describe('spin claims in one process', () => {
  it('gives a key to one spin at a time', async () => {
    const claims = memorySpinClaims();
    const tokens = await Promise.all(Array.from({ length: 20 }, () => claims.claim('site:a@example.com')));
    expect(tokens.filter(Boolean)).toHaveLength(1);
    expect(await claims.claim('site:b@example.com')).not.toBeNull();
  });

  it('a win keeps the key taken; nothing won, or a failure, frees it', async () => {
    const claims = memorySpinClaims();
    const won = (await claims.claim('won'))!;
    await claims.settle('won', won, true);
    expect(await claims.claim('won')).toBeNull();
    const lost = (await claims.claim('lost'))!;
    await claims.settle('lost', lost, false);
    expect(await claims.claim('lost')).not.toBeNull();
  });

  it('only the holder settles its claim', async () => {
    const claims = memorySpinClaims();
    await claims.claim('k');
    await claims.settle('k', 'someone-else', false);
    expect(await claims.claim('k')).toBeNull();
  });

  it('a claim whose holder never settled frees itself after a minute', async () => {
    let now = 1_000_000;
    const claims = memorySpinClaims(() => now);
    await claims.claim('k');
    now += 59_000;
    expect(await claims.claim('k')).toBeNull();
    now += 2_000;
    expect(await claims.claim('k')).not.toBeNull();
  });
});
