import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { seededIds, type SeededIds } from '@/server/woocommerce/sandbox-catalog.test-support';
import { requestCallback } from './request-callback';

/* The promise follows the options page's hours (the sandbox's: every day 10:00–20:00, Kyiv time). */

let sandbox: SandboxProcess;
let ids: SeededIds;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.WORDPRESS_GRAPHQL_URL = `${sandbox.url}/graphql`;
  ids = await seededIds(sandbox);
});
afterAll(() => sandbox.close());

const request = (phone: string) => ({
  locale: 'uk' as const,
  phone,
  items: [{ id: ids.simple.id, count: 1 }],
  sets: [],
  gifts: [],
  certificates: [],
});

it('promises a call within 30 minutes during the opening hours', async () => {
  const result = await requestCallback(request('+380671112201'), new Date('2026-11-25T15:00:00+02:00'));
  expect(result).toMatchObject({ ok: true, callback: { kind: 'soon', minutes: 30 } });
});

it('at night names the next morning from the options page', async () => {
  const result = await requestCallback(request('+380671112202'), new Date('2026-11-25T22:30:00+02:00'));
  expect(result).toMatchObject({
    ok: true,
    callback: { kind: 'later', day: 'tomorrow', time: '10:00' },
  });
});
