import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIMITS } from '@/server/rate-limit/limits';
import { GET } from './route';

/*
 * A stand-in for ip2c.org written here (the storefront's tests never import the sandbox): it
 * answers the text format and counts what it was asked.
 */
const ANSWERS: Record<string, string> = {
  '192.0.2.10': '1;PL;POL;Poland',
  '198.51.100.1': '1;DE;DEU;Germany',
  '203.0.113.5': '2;;;UNKNOWN',
  '10.0.0.1': '1;ZZ;ZZZ;Reserved',
};
const asked: string[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const ip = decodeURIComponent(request.url!.replace(/^\/ip2c\//, ''));
    asked.push(ip);
    if (ip === '198.51.100.99') return; // never answers: the lookup must give up
    if (ip === '198.51.100.50') {
      response.writeHead(500).end('Internal Server Error');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end(ANSWERS[ip] ?? '0;;;WRONG INPUT');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.IP_COUNTRY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ip2c/`;
  // A CDN and a load balancer in front: the client is the entry the outer one appended.
  process.env.TRUSTED_PROXY_HOPS = '2';
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function country(headers: Record<string, string>) {
  const response = await GET(new Request('http://shop.test/api/geo/country', { headers }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { country: string | null }).country;
}

describe('GET /api/geo/country', () => {
  it('answers the lower-case country of the X-Forwarded-For client, asking the lookup once per address', async () => {
    expect(await country({ 'x-forwarded-for': '192.0.2.10, 10.1.1.1' })).toBe('pl');
    expect(await country({ 'x-forwarded-for': 'made-up, 192.0.2.10, 10.1.1.1' })).toBe('pl');
    expect(asked).toEqual(['192.0.2.10']);
  });

  it('takes X-Real-IP when there is no X-Forwarded-For', async () => {
    expect(await country({ 'x-real-ip': '198.51.100.1' })).toBe('de');
    expect(asked).toEqual(['198.51.100.1']);
  });

  it('answers null for an unknown or reserved address', async () => {
    expect(await country({ 'x-forwarded-for': '203.0.113.5' })).toBeNull();
    expect(await country({ 'x-forwarded-for': '10.0.0.1' })).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('answers null without asking anything when the request carries no IP address', async () => {
    expect(await country({})).toBeNull();
    expect(await country({ 'x-forwarded-for': 'self/../admin' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers null and logs a warning when the lookup fails', async () => {
    expect(await country({ 'x-forwarded-for': '198.51.100.50' })).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('/ip2c/198.51.100.50'),
      expect.anything(),
    );
  });

  it('gives up on a lookup that does not answer within about 1.5 s', async () => {
    const started = Date.now();
    expect(await country({ 'x-forwarded-for': '198.51.100.99' })).toBeNull();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(3000);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('lets only the shopper’s browser keep the answer', async () => {
    const response = await GET(
      new Request('http://shop.test/api/geo/country', { headers: { 'x-forwarded-for': '192.0.2.10' } }),
    );
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
  });
});

describe('GET /api/geo/country per client', () => {
  it(`past ${LIMITS.ipCountryPerClient.limit} look-ups one client gets 429 with Retry-After, another client does not`, async () => {
    const ask = (address: string) =>
      GET(
        new Request('http://shop.test/api/geo/country', {
          headers: { 'x-forwarded-for': `${address}, 10.1.1.1` },
        }),
      );
    for (let i = 0; i < LIMITS.ipCountryPerClient.limit; i += 1)
      expect((await ask('192.0.2.70')).status).toBe(200);
    const refused = await ask('192.0.2.70');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await ask('192.0.2.71')).status).toBe(200);
  });
});
