import { parseServerEnv } from './env';

describe('server settings', () => {
  it('points every backend at the local sandbox when nothing is set', () => {
    const env = parseServerEnv({});
    expect(env.woocommerceUrl).toBe('http://localhost:4000');
    expect(env.wordpressGraphqlUrl).toBe('http://localhost:4000/graphql');
    expect(env.novaposhtaUrl).toBe('http://localhost:4000/v2.0/json/');
    expect(env.wayforpayPayUrl).toBe('http://localhost:4000/wayforpay/pay');
    expect(env.woocommerceKey).toBe('ck_sandbox_storefront');
    expect(env.woocommerceSecret).toBe('cs_sandbox_storefront');
  });

  it('follows SANDBOX_PORT for the sandbox defaults', () => {
    const env = parseServerEnv({ SANDBOX_PORT: '4100' });
    expect(env.woocommerceUrl).toBe('http://localhost:4100');
    expect(env.wordpressGraphqlUrl).toBe('http://localhost:4100/graphql');
  });

  it('uses a real shop when its URLs are set, and treats empty values as unset', () => {
    const env = parseServerEnv({
      SANDBOX_PORT: '4100',
      WOOCOMMERCE_URL: 'https://shop.example/',
      WORDPRESS_GRAPHQL_URL: 'https://shop.example/graphql',
      GTM_ID: '',
      WOOCOMMERCE_CONSUMER_KEY: '',
    });
    expect(env.woocommerceUrl).toBe('https://shop.example');
    expect(env.wordpressGraphqlUrl).toBe('https://shop.example/graphql');
    expect(env.woocommerceKey).toBe('ck_sandbox_storefront');
    expect(env.gtmId).toBe('');
  });

  it('looks countries up only where IP_COUNTRY_URL names a lookup; empty means none', () => {
    expect(parseServerEnv({}).ipCountryUrl).toBeNull();
    expect(parseServerEnv({ IP_COUNTRY_URL: '' }).ipCountryUrl).toBeNull();
    expect(parseServerEnv({ IP_COUNTRY_URL: 'https://ip2c.org/' }).ipCountryUrl).toBe('https://ip2c.org');
    expect(() => parseServerEnv({ IP_COUNTRY_URL: 'ip2c.org' })).toThrow();
  });

  it('refuses a malformed URL instead of calling it later', () => {
    expect(() => parseServerEnv({ WOOCOMMERCE_URL: 'not a url' })).toThrow();
  });

  it('shares Idempotency-Keys through REDIS_URL only when it names a Redis', () => {
    expect(parseServerEnv({}).redisUrl).toBeNull();
    expect(parseServerEnv({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(parseServerEnv({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
    expect(() => parseServerEnv({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/);
  });
});
