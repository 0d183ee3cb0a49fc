/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordRequestEnds, whenRequestEnds } from './request-ends';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server that asks to be told when each answer has gone out, and answers after `ms`. */
async function serverAnsweringAfter(ms: number) {
  const events: string[] = [];
  const server = http.createServer((request, response) => {
    const headers = new Headers(
      Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]),
    );
    events.push(`known ${whenRequestEnds(headers, () => events.push(`ended ${request.url}`))}`);
    setTimeout(() => {
      events.push(`answering ${request.url}`);
      response.end('ok');
    }, ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { events, base, close };
}

let stopRecording = () => {};
afterAll(() => stopRecording());

describe('when a request’s answer has gone out', () => {
  it('is unknown before the recording begins', async () => {
    const { events, base, close } = await serverAnsweringAfter(0);
    await (await fetch(`${base}/early`)).text();
    await close();
    expect(events).toEqual(['known false', 'answering /early']);
  });

  it('is told once, after the answer, not when the proxy returns', async () => {
    stopRecording = recordRequestEnds();
    const { events, base, close } = await serverAnsweringAfter(50);
    await (await fetch(`${base}/page`)).text();
    await sleep(20);
    await close();
    expect(events).toEqual(['known true', 'answering /page', 'ended /page']);
  });

  it('is told when the client goes away before the answer', async () => {
    recordRequestEnds();
    const { events, base, close } = await serverAnsweringAfter(300);
    await fetch(`${base}/gone`, { signal: AbortSignal.timeout(50) }).catch(() => null);
    await sleep(100);
    expect(events).toEqual(['known true', 'ended /gone']);
    await sleep(300);
    await close();
  });
});
