import { clientIp } from './client-ip';

const ip = (headers: Record<string, string>, hops = 1, peer: string | null = '10.0.0.9') =>
  clientIp(new Headers(headers), hops, peer);

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

  it('with no proxy is the address the server saw, whatever the client wrote', () => {
    expect(ip({ 'x-forwarded-for': '192.0.2.10' }, 0, '203.0.113.4')).toBe('203.0.113.4');
    expect(ip({ 'x-forwarded-for': 'not-an-ip', 'x-real-ip': '198.51.100.1' }, 0, '203.0.113.4')).toBe(
      '203.0.113.4',
    );
    expect(ip({ 'x-forwarded-for': '192.0.2.10' }, 0, '::ffff:203.0.113.4')).toBe('::ffff:203.0.113.4');
    expect(ip({ 'x-forwarded-for': '192.0.2.10' }, 0, null)).toBeNull();
  });

  it('falls back to X-Real-IP, then the proxy itself, behind a proxy without a usable entry', () => {
    expect(ip({ 'x-real-ip': '198.51.100.1' })).toBe('198.51.100.1');
    expect(ip({ 'x-forwarded-for': '', 'x-real-ip': '198.51.100.1' })).toBe('198.51.100.1');
    expect(ip({ 'x-forwarded-for': 'unknown', 'x-real-ip': '::ffff:127.0.0.1' })).toBe('::ffff:127.0.0.1');
    expect(ip({ 'x-forwarded-for': '192.0.2.10, not-an-ip' })).toBe('10.0.0.9');
    expect(ip({ 'x-forwarded-for': 'not-an-ip, 192.0.2.10, 10.0.0.1' }, 3)).toBe('10.0.0.9');
  });

  it('drops a port some proxies append', () => {
    expect(ip({ 'x-forwarded-for': '192.0.2.10:51234' })).toBe('192.0.2.10');
    expect(ip({ 'x-forwarded-for': '[2001:db8::1]:443' })).toBe('2001:db8::1');
  });

  it('is null when nothing holds an IP address, so nothing else reaches a lookup URL', () => {
    expect(ip({}, 1, null)).toBeNull();
    expect(ip({ 'x-forwarded-for': '../../admin', 'x-real-ip': 'localhost' }, 1, 'localhost')).toBeNull();
    expect(ip({ 'x-forwarded-for': '192.0.2.10/evil' }, 1, null)).toBeNull();
  });
});
