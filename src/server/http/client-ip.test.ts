import { clientIp } from './client-ip';

const ip = (headers: Record<string, string>) => clientIp(new Headers(headers));

describe('the client IP of a request', () => {
  it('is the first X-Forwarded-For entry: the client, not the proxies after it', () => {
    expect(ip({ 'x-forwarded-for': '192.0.2.10, 10.0.0.1, 172.16.0.1' })).toBe('192.0.2.10');
    expect(ip({ 'x-forwarded-for': ' 2001:db8::7 ', 'x-real-ip': '198.51.100.1' })).toBe('2001:db8::7');
  });

  it('falls back to X-Real-IP without a usable X-Forwarded-For', () => {
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
