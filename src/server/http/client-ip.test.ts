import { clientIp } from './client-ip';

const ip = (headers: Record<string, string>, hops = 1) => clientIp(new Headers(headers), hops);

describe('the client IP of a request', () => {
  it('behind one proxy is the entry it appended, whatever the client wrote before it', () => {
    expect(ip({ 'x-forwarded-for': '192.0.2.10' })).toBe('192.0.2.10');
    expect(ip({ 'x-forwarded-for': '203.0.113.77, 192.0.2.10' })).toBe('192.0.2.10');
    expect(ip({ 'x-forwarded-for': ' 2001:db8::7 ', 'x-real-ip': '198.51.100.1' })).toBe('2001:db8::7');
  });

  it('behind two proxies is the entry the outer one appended', () => {
    expect(ip({ 'x-forwarded-for': 'made-up, 192.0.2.10, 10.0.0.1' }, 2)).toBe('192.0.2.10');
  });

  it('30 made-up first entries behind a proxy are all one client', () => {
    const addresses = Array.from({ length: 30 }, (_, i) =>
      ip({ 'x-forwarded-for': `198.51.100.${i}, 192.0.2.10` }),
    );
    expect(new Set(addresses)).toEqual(new Set(['192.0.2.10']));
  });

  it('with no proxy is the last entry, the one Next.js fills from the socket', () => {
    expect(ip({ 'x-forwarded-for': '192.0.2.10' }, 0)).toBe('192.0.2.10');
    expect(ip({ 'x-real-ip': '198.51.100.1' }, 0)).toBeNull();
  });

  it('falls back to X-Real-IP behind a proxy without a usable X-Forwarded-For', () => {
    expect(ip({ 'x-real-ip': '198.51.100.1' })).toBe('198.51.100.1');
    expect(ip({ 'x-forwarded-for': '', 'x-real-ip': '198.51.100.1' })).toBe('198.51.100.1');
    expect(ip({ 'x-forwarded-for': 'unknown', 'x-real-ip': '::ffff:127.0.0.1' })).toBe('::ffff:127.0.0.1');
  });

  it('drops a port some proxies append', () => {
    expect(ip({ 'x-forwarded-for': '192.0.2.10:51234' })).toBe('192.0.2.10');
    expect(ip({ 'x-forwarded-for': '[2001:db8::1]:443' })).toBe('2001:db8::1');
  });

  it('is null when no header holds an IP address, so nothing else reaches a lookup URL', () => {
    expect(ip({})).toBeNull();
    expect(ip({ 'x-forwarded-for': '../../admin', 'x-real-ip': 'localhost' })).toBeNull();
    expect(ip({ 'x-forwarded-for': '192.0.2.10/evil' })).toBeNull();
  });
});
