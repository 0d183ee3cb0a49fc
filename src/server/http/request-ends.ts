import { randomBytes } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * When the answer to a request the proxy let through has gone out (or its client went away). The
 * proxy sees a request, not its end: a page it passes on to Next renders and streams after the proxy
 * has returned. Node announces every request on `http.server.request.start` with its response; a
 * number is written there into a header whose name is drawn once per process (as peer-address.ts
 * does for the socket's address), so the proxy can ask to be told when that response closes.
 */
const SLOT = Symbol.for('storefront.request-ends');
type State = { header: string; open: Map<string, ServerResponse>; recording: boolean };

function state(): State {
  const holder = globalThis as typeof globalThis & { [SLOT]?: State };
  holder[SLOT] ??= {
    header: `x-request-${randomBytes(12).toString('hex')}`,
    open: new Map(),
    recording: false,
  };
  return holder[SLOT];
}

const CHANNEL = 'http.server.request.start';

/**
 * Called once at the server's start (src/instrumentation.ts); the answer stops the recording (a test
 * must: a subscription outlives the test file that made it).
 */
export function recordRequestEnds(): () => void {
  const memory = state();
  if (memory.recording) return () => {};
  memory.recording = true;
  let next = 0;
  const record = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    // Next's own files and public files never reach the proxy.
    if (request.url?.startsWith('/_next/')) return;
    const id = String(++next);
    request.headers[memory.header] = id;
    memory.open.set(id, response);
    response.once('close', () => memory.open.delete(id));
  };
  subscribe(CHANNEL, record);
  return () => {
    unsubscribe(CHANNEL, record);
    memory.recording = false;
  };
}

/**
 * Calls `ended` once when the answer to the request with `headers` has closed; false (and `ended`
 * never called) when that cannot be known: a request Node announced before the recording began, or
 * a server that does not record (tests, `next dev` before its instrumentation).
 */
export function whenRequestEnds(headers: Headers, ended: () => void): boolean {
  const memory = state();
  const response = memory.open.get(headers.get(memory.header) ?? '');
  if (!response) return false;
  response.once('close', ended);
  return true;
}
