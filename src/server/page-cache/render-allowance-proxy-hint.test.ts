/**
 * @jest-environment node
 */
import { admitRender } from './render-allowance';
import { RENDERS } from './render-gates';

// Read once by serverEnv: a shop that trusts no proxy, as one left at the default behind a proxy.
process.env.TRUSTED_PROXY_HOPS = '0';

it('says, when it refuses a client whose requests came through a proxy it does not trust, which setting is missing', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const running: (() => void)[] = [];
  const ends = (_headers: Headers, ended: () => void) => running.push(ended) > 0;
  // Every shopper behind the proxy: one address to the shop, whatever each one's X-Forwarded-For says.
  const shopper = (n: number) => new Headers({ 'x-forwarded-for': `198.51.100.${n}` });
  const asked = (headers: Headers) => ({ headers, lng: 'uk' as const, nonce: 'x', selection: false });
  try {
    const admitted = [];
    for (let n = 0; n < RENDERS.perClient.running; n++)
      admitted.push(await admitRender(asked(shopper(n)), ends));
    expect(admitted).toEqual([null, null, null]);
    const waiting = Array.from({ length: RENDERS.perClient.waiting }, (_, i) =>
      admitRender(asked(shopper(10 + i)), ends),
    );
    expect((await admitRender(asked(shopper(99)), ends))?.status).toBe(429);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('TRUSTED_PROXY_HOPS is 0');
    running.splice(0).forEach((end) => end());
    await Promise.all(waiting);
  } finally {
    running.splice(0).forEach((end) => end());
    warn.mockRestore();
  }
});
