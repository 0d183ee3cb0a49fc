import http from 'node:http';
import { peerAddress, peerAddressHeader, recordPeerAddresses } from './peer-address';

/** Listens on the first free port of 5100–5199 (the range this machine's tests may use). */
async function listen(server: http.Server): Promise<number> {
  for (let port = 5100 + Math.floor(Math.random() * 50); port < 5200; port += 1) {
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) return port;
  }
  throw new Error('no free port in 5100-5199');
}

describe('the address the server saw', () => {
  it('reaches the handler under a header no client can write, whatever X-Forwarded-For says', async () => {
    recordPeerAddresses();
    recordPeerAddresses(); // a second start of the hook must not subscribe twice
    const seen: (string | null)[] = [];
    const server = http.createServer((request, response) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      seen.push(peerAddress(headers));
      response.end();
    });
    const port = await listen(server);
    try {
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-for': 'not-an-ip', [peerAddressHeader()]: '203.0.113.9' },
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual(['127.0.0.1']);
  });
});
