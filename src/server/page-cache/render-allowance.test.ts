/**
 * @jest-environment node
 */
import en from '../../../locales/en/errors.json';
import uk from '../../../locales/uk/errors.json';
import { admitRender, tooManyRenders } from './render-allowance';
import { RENDERS } from './render-gates';

// Read once by serverEnv: one proxy in front, so X-Forwarded-For's last entry names the client.
process.env.TRUSTED_PROXY_HOPS = '1';

const from = (address: string) => new Headers({ 'x-forwarded-for': `203.0.113.99, ${address}` });

/** Stands in for the server: each admitted render goes on until the test ends it. */
const running: (() => void)[] = [];
const ends = (_headers: Headers, ended: () => void) => {
  running.push(ended);
  return true;
};
/** Every admission asked, so each test starts with the gates empty. */
const asked: Promise<unknown>[] = [];
const admit = (address: string, lng: 'en' | 'uk' = 'en', nonce = 'n', selection = false) => {
  const answer = admitRender({ headers: from(address), lng, nonce, selection }, ends);
  asked.push(answer);
  return answer;
};
const endAll = () => running.splice(0).forEach((end) => end());
const settled = async <T>(promise: Promise<T>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  // Ending a render lets a waiter in, which renders in turn: end until nothing is left.
  while (running.length > 0 || asked.length > 0) {
    endAll();
    await Promise.all(asked.splice(0));
  }
  endAll();
  warn.mockRestore();
});

describe('renders one client may have', () => {
  it('runs three at once, lets six wait their turn and answers any more 429 at once, in its language', async () => {
    const { running: three, waiting: six } = RENDERS.perClient;
    for (let i = 0; i < three; i++) expect(await admit('198.51.100.1')).toBeNull();
    const queued = Array.from({ length: six }, () => admit('198.51.100.1'));
    expect(await settled(queued[0]!)).toBe(false);
    const refused = await admit('198.51.100.1', 'en', 'nonce-1');
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    const html = await refused!.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<h1>${en.tooManyPages.title}</h1>`);
    // The page's only style carries the response's nonce, as its policy asks.
    expect(html).toContain('<style nonce="nonce-1">');
    // One line in the log, not one per refusal.
    await admit('198.51.100.1');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('198.51.100.1');

    // Another client renders meanwhile; the first one's render ending lets its longest waiter in.
    expect(await admit('198.51.100.2')).toBeNull();
    running.shift()!();
    expect(await queued[0]).toBeNull();
    expect(await settled(queued[1]!)).toBe(false);
  });

  it('answers 429 to a request that waited a second without its turn', async () => {
    for (let i = 0; i < RENDERS.perClient.running; i++) await admit('198.51.100.3');
    const started = Date.now();
    const late = await admit('198.51.100.3');
    expect(late?.status).toBe(429);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDERS.perClient.waitMs - 20);
  });

  it('counts the client X-Forwarded-For names last: an address written before it makes no new client', async () => {
    for (let i = 0; i < RENDERS.perClient.running; i++) await admit('198.51.100.4');
    const forged = new Headers({ 'x-forwarded-for': '192.0.2.77, 198.51.100.4' });
    const asForged = admitRender({ headers: forged, lng: 'en', nonce: 'n', selection: false }, ends);
    asked.push(asForged);
    expect(await settled(asForged)).toBe(false);
  });
});

describe('renders the replica runs at once', () => {
  it('six from any clients; a seventh waits for one to end, and past twelve waiting the rest are refused at once', async () => {
    const { running: six, waiting: twelve } = RENDERS.inAll;
    for (let i = 0; i < six; i++) expect(await admit(`198.51.101.${i}`)).toBeNull();
    const queued = Array.from({ length: twelve }, (_, i) => admit(`198.51.102.${i}`));
    expect(await settled(queued[0]!)).toBe(false);
    expect((await admit('198.51.103.1'))?.status).toBe(429);
    running.shift()!();
    expect(await queued[0]).toBeNull();
    // The rest wait half a second at most, then are refused: no queue of seconds.
    const answers = await Promise.all(queued.slice(1));
    expect(answers.every((answer) => answer?.status === 429)).toBe(true);
  });

  it('gives lists and searches part of the six: a flood of them from many clients leaves places for pages', async () => {
    const { running: lists, waiting: listsWaiting } = RENDERS.selections;
    expect(lists).toBeLessThanOrEqual(RENDERS.inAll.running - 2);
    const search = (i: number) => admit(`198.51.104.${i}`, 'en', 'n', true);
    for (let i = 0; i < lists; i++) expect(await search(i)).toBeNull();
    const queued = Array.from({ length: listsWaiting }, (_, i) => search(10 + i));
    expect(await settled(queued[0]!)).toBe(false);
    expect((await search(99))?.status).toBe(429);
    expect(warn.mock.calls.at(-1)?.[0]).toContain(
      `lists and searches have ${lists} running and ${listsWaiting} waiting`,
    );
    // A product page nobody has asked for yet, from another client, renders at once; so does a second.
    expect(await admit('198.51.105.1')).toBeNull();
    expect(await admit('198.51.105.2')).toBeNull();
    // A list's render ending lets the longest waiting list in, no more than the lists' share.
    running.shift()!();
    expect(await queued[0]).toBeNull();
    expect(await settled(queued[1]!)).toBe(false);
  });

  it('lets pages take all six when no list is rendering, and a list then waits its turn', async () => {
    for (let i = 0; i < RENDERS.inAll.running; i++) expect(await admit(`198.51.106.${i}`)).toBeNull();
    const list = admit('198.51.107.1', 'en', 'n', true);
    expect(await settled(list)).toBe(false);
    running.shift()!();
    expect(await list).toBeNull();
  });

  it('holds nothing for a request whose answer’s end cannot be known', async () => {
    const unknown = () =>
      admitRender({ headers: from('198.51.100.9'), lng: 'en', nonce: 'n', selection: true }, () => false);
    for (let i = 0; i < 20; i++) expect(await unknown()).toBeNull();
  });
});

it('words the refusal in Ukrainian for a Ukrainian address, with a link that reloads it', async () => {
  const html = await tooManyRenders('uk', 'n', 2).text();
  expect(html).toContain('<html lang="uk">');
  expect(html).toContain(uk.tooManyPages.text);
  expect(html).toContain(`<a href="">${uk.tooManyPages.retry}</a>`);
  expect(html).toContain(`<a href="/">${uk.notFound.back}</a>`);
  expect(await tooManyRenders('en', 'n', 2).text()).toContain(`<a href="/en">${en.notFound.back}</a>`);
});
