import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { SiteOptionsUkDocument } from '@/graphql/generated/graphql';
import { useAsShopBackend } from '@/test-support/sandbox-process';
import { callNovaPoshta } from './novaposhta/client';
import { PlatformUnavailableError } from './platform-unavailable';
import { wooGet, wooWrite } from './woocommerce/client';
import { wpQuery } from './wordpress/client';

/*
 * A backend that is down or hangs: every platform call ends within its few seconds, and the caller
 * can tell "did not answer" (PlatformUnavailableError: a 503 and "temporarily unavailable" for the
 * shopper) from any other failure. One stand-in server plays WooCommerce, WordPress and Nova Poshta.
 */

type Behaviour = 'hang' | 'reset' | 503 | 500;
let behaviour: Behaviour = 'hang';
let requests = 0;
let server: http.Server;

beforeAll(async () => {
  // Each call's own deadline and retries, so no platform is counted down between the cases
  // (platform-call/ tests the pause after no answer).
  process.env.PLATFORM_DOWN_SECONDS = '0';
  server = http.createServer((request, response) => {
    requests += 1;
    request.resume();
    if (behaviour === 'hang') return;
    if (behaviour === 'reset') return void request.socket.destroy();
    response.writeHead(behaviour, { 'Content-Type': 'application/json' }).end('{"code":"x","message":"x"}');
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  useAsShopBackend(`http://localhost:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = 0;
});

const novaPoshta = () =>
  callNovaPoshta(
    { url: `http://localhost:${(server.address() as AddressInfo).port}/v2.0/json/`, apiKey: 'k' },
    'Address',
    'searchSettlements',
    { CityName: 'Київ' },
    z.unknown(),
  );
const calls = {
  'a WooCommerce read': () => wooGet('products', { tags: ['t'], schema: z.unknown() }),
  'a WordPress query': () => wpQuery(SiteOptionsUkDocument, {}, ['options']),
  'a Nova Poshta call': novaPoshta,
};

async function timed(call: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const start = Date.now();
  const error = await call().then(
    () => new Error('answered'),
    (e: unknown) => e,
  );
  return { error, ms: Date.now() - start };
}

// The three at once: each waits out its own deadline, which is what is measured.
it('each, to a backend that never answers, gives up within 5 s as unavailable', async () => {
  behaviour = 'hang';
  const results = await Promise.all(Object.values(calls).map((call) => timed(call)));
  for (const { error, ms } of results) {
    expect(error).toBeInstanceOf(PlatformUnavailableError);
    expect(ms).toBeGreaterThanOrEqual(4_900);
    expect(ms).toBeLessThan(6_500);
  }
  expect(requests).toBe(3);
});

describe.each(Object.entries(calls))('%s', (_name, call) => {
  it('to a backend that drops the connection is unavailable', async () => {
    behaviour = 'reset';
    const { error, ms } = await timed(call);
    expect(error).toBeInstanceOf(PlatformUnavailableError);
    expect(ms).toBeLessThan(3_000);
  });

  it('to a backend that answers 503 is unavailable', async () => {
    behaviour = 503;
    expect((await timed(call)).error).toBeInstanceOf(PlatformUnavailableError);
  });

  it('to a backend that answers 500 fails, but not as unavailable', async () => {
    behaviour = 500;
    const { error } = await timed(call);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PlatformUnavailableError);
  });
});

it('a WooCommerce read that finds the connection dropped is tried three times', async () => {
  behaviour = 'reset';
  await timed(calls['a WooCommerce read']);
  expect(requests).toBe(3);
});

it('a WooCommerce write to a backend that never answers gives up within 15 s, sent once', async () => {
  behaviour = 'hang';
  const { error, ms } = await timed(() =>
    wooWrite('POST', 'orders/1/notes', { note: 'n', customer_note: false }, z.unknown()),
  );
  expect(error).toBeInstanceOf(PlatformUnavailableError);
  expect(ms).toBeGreaterThanOrEqual(14_900);
  expect(ms).toBeLessThan(16_500);
  expect(requests).toBe(1);
}, 25_000);
