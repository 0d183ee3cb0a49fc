import { forgetCachedPages } from '@/server/page-cache/page-cache';
import { keptRead } from '@/server/kept-reads';

/*
 * The checkout's product reads are kept for a few seconds and forgotten on the webhook signal that
 * empties the kept pages, so an edit reaches the checkout as soon as it reaches the pages.
 */

let reads = 0;
const read = async () => ++reads;

beforeEach(() => {
  reads = 0;
  jest.useRealTimers();
});

it('answers a second read of the same key from the first, and another key with its own read', async () => {
  expect(await keptRead('same', read)).toBe(1);
  expect(await keptRead('same', read)).toBe(1);
  expect(await keptRead('other', read)).toBe(2);
  expect(reads).toBe(2);
});

it('reads again after a webhook expired something (this replica or, through Redis, another)', async () => {
  expect(await keptRead('webhook', read)).toBe(1);
  forgetCachedPages();
  expect(await keptRead('webhook', read)).toBe(2);
  expect(await keptRead('webhook', read)).toBe(2);
});

it('reads again ten seconds later', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  expect(await keptRead('aged', read)).toBe(1);
  jest.setSystemTime(1_000_000 + 9_999);
  expect(await keptRead('aged', read)).toBe(1);
  jest.setSystemTime(1_000_000 + 10_000);
  expect(await keptRead('aged', read)).toBe(2);
});

it('does not keep a failed read: the next one goes to the platform', async () => {
  await expect(keptRead('failing', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await keptRead('failing', read)).toBe(1);
});

it('does not keep a read that a webhook overtook: what it read may be the edited product’s old state', async () => {
  let finish: (value: number) => void = () => {};
  const slow = keptRead('overtaken', () => new Promise<number>((resolve) => (finish = resolve)));
  forgetCachedPages();
  finish(0);
  expect(await slow).toBe(0);
  expect(await keptRead('overtaken', read)).toBe(1);
});
