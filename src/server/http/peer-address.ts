import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/*
 * Next.js hands a route handler no socket, and fills X-Forwarded-For from it only when the client
 * sent none, so a client that writes that header hides the address the server saw. Node announces
 * every request on `http.server.request.start` before the server handles it (next start, next dev
 * and the standalone server alike): the socket's address is written there into a header whose name
 * is drawn once per process, so no client can write or guess it. A request parsed before the
 * subscription (the first moments of a start) carries none and counts as an unknown client.
 * The name lives on globalThis because Next bundles instrumentation and routes apart.
 */
const SLOT = Symbol.for('storefront.peer-address-header');
type Holder = { [SLOT]?: { header: string; recording: boolean } };

function slot() {
  const holder = globalThis as Holder;
  holder[SLOT] ??= { header: `x-peer-${randomBytes(12).toString('hex')}`, recording: false };
  return holder[SLOT];
}

export function peerAddressHeader(): string {
  return slot().header;
}

/** Called once at the server's start (src/instrumentation.ts). */
export function recordPeerAddresses(): void {
  const state = slot();
  if (state.recording) return;
  state.recording = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[state.header] = socket.remoteAddress ?? '';
  });
}

/** The address of whoever opened the connection: the shopper, or the proxy in front of the shop. */
export function peerAddress(headers: Headers): string | null {
  return headers.get(peerAddressHeader()) || null;
}
