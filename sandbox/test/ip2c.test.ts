import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

async function ip2c(path: string) {
  const response = await fetch(`${sandbox.url}/ip2c/${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('ip2c.org imitation (GET /ip2c/{ip})', () => {
  it('answers loopback, in every notation a socket reports it, as Ukraine', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(await ip2c(ip)).toEqual({
        status: 200,
        type: expect.stringMatching(/^text\/plain/),
        text: '1;UA;UKR;Ukraine',
      });
    }
  });

  it('answers 192.0.2.0/24 as Poland and 198.51.100.0/24 as Germany', async () => {
    expect((await ip2c('192.0.2.10')).text).toBe('1;PL;POL;Poland');
    expect((await ip2c('192.0.2.255')).text).toBe('1;PL;POL;Poland');
    expect((await ip2c('::ffff:192.0.2.7')).text).toBe('1;PL;POL;Poland');
    expect((await ip2c('198.51.100.1')).text).toBe('1;DE;DEU;Germany');
  });

  it('answers another valid address 2;;;UNKNOWN, with HTTP 200 as ip2c does', async () => {
    for (const ip of ['203.0.113.5', '192.0.25.1', '2001:db8::1']) {
      expect(await ip2c(ip)).toMatchObject({ status: 200, text: '2;;;UNKNOWN' });
    }
  });

  it('answers something that is not an address 0;;;WRONG INPUT', async () => {
    for (const input of ['not-an-ip', '192.0.2', '256.1.1.1', '192.0.2.10%3A8080']) {
      expect(await ip2c(input)).toMatchObject({ status: 200, text: '0;;;WRONG INPUT' });
    }
  });
});
