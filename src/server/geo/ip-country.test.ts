import { createIpCountryLookup, parseIp2cAnswer } from './ip-country';

describe("ip2c.org's answer", () => {
  it('names the country when it starts with 1', () => {
    expect(parseIp2cAnswer('1;UA;UKR;Ukraine')).toBe('ua');
    expect(parseIp2cAnswer('1;PL;POL;Poland\n')).toBe('pl');
  });

  it('names none when the address is unknown, the input wrong, or the range reserved', () => {
    expect(parseIp2cAnswer('2;;;UNKNOWN')).toBeNull();
    expect(parseIp2cAnswer('0;;;WRONG INPUT')).toBeNull();
    expect(parseIp2cAnswer('1;ZZ;ZZZ;Reserved')).toBeNull();
    expect(parseIp2cAnswer('1;;;')).toBeNull();
    expect(parseIp2cAnswer('1;UKR;UKR;Ukraine')).toBeNull();
    expect(parseIp2cAnswer('<html>Service unavailable</html>')).toBeNull();
    expect(parseIp2cAnswer('')).toBeNull();
  });
});

describe('the IP-to-country client', () => {
  const answer = (text: string, status = 200) =>
    jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response(text, { status }));

  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks {url}/{ip} and remembers the answer per address', async () => {
    const fetchImpl = answer('1;PL;POL;Poland');
    const lookup = createIpCountryLookup({ baseUrl: 'https://ip2c.example', fetchImpl });
    expect(await Promise.all([lookup('192.0.2.10'), lookup('192.0.2.10')])).toEqual(['pl', 'pl']);
    expect(await lookup('192.0.2.10')).toBe('pl');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('https://ip2c.example/192.0.2.10');
    await lookup('192.0.2.11');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('asks again once a cached answer has expired', async () => {
    let time = 0;
    const fetchImpl = answer('1;PL;POL;Poland');
    const lookup = createIpCountryLookup({ baseUrl: 'https://ip2c.example', fetchImpl, now: () => time });
    await lookup('192.0.2.10');
    time += 23 * 60 * 60 * 1000;
    await lookup('192.0.2.10');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    time += 2 * 60 * 60 * 1000;
    await lookup('192.0.2.10');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('calls nothing without a configured URL or for something that is not an IP address', async () => {
    const fetchImpl = answer('1;PL;POL;Poland');
    expect(await createIpCountryLookup({ baseUrl: null, fetchImpl })('192.0.2.10')).toBeNull();
    const lookup = createIpCountryLookup({ baseUrl: 'https://ip2c.example', fetchImpl });
    expect(await lookup('../admin')).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('turns an HTTP error or an unexpected text into null and a warning', async () => {
    for (const fetchImpl of [answer('', 503), answer('<html>maintenance</html>')]) {
      const lookup = createIpCountryLookup({ baseUrl: 'https://ip2c.example', fetchImpl });
      expect(await lookup('192.0.2.10')).toBeNull();
    }
    expect(console.warn).toHaveBeenCalledTimes(2);
    expect(jest.mocked(console.warn).mock.calls[0]?.[0]).toContain('https://ip2c.example/192.0.2.10');
  });

  it('retries a failed address after a minute, not a day', async () => {
    let time = 0;
    const fetchImpl = answer('', 500);
    const lookup = createIpCountryLookup({ baseUrl: 'https://ip2c.example', fetchImpl, now: () => time });
    await lookup('192.0.2.10');
    time += 30 * 1000;
    await lookup('192.0.2.10');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    time += 31 * 1000;
    await lookup('192.0.2.10');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
