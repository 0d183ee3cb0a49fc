import fs from 'node:fs';
import path from 'node:path';
import { parseServerEnv } from './env';

/** Every setting a real shop names, each with a value of its own (none from .env.example). */
const REAL_SHOP = {
  WOOCOMMERCE_URL: 'https://shop.example/',
  WOOCOMMERCE_CONSUMER_KEY: 'ck_live_0123',
  WOOCOMMERCE_CONSUMER_SECRET: 'cs_live_4567',
  WORDPRESS_GRAPHQL_URL: 'https://shop.example/graphql',
  WORDPRESS_APP_USER: 'storefront',
  WORDPRESS_APP_PASSWORD: 'abcd efgh ijkl mnop',
  NOVAPOSHTA_API_URL: 'https://api.novaposhta.ua/v2.0/json/',
  NOVAPOSHTA_API_KEY: 'np_live_key',
  WAYFORPAY_MERCHANT_ACCOUNT: 'shop_example',
  WAYFORPAY_SECRET_KEY: 'wfp_live_secret',
  WAYFORPAY_PAY_URL: 'https://secure.wayforpay.com/pay',
  SMTP_URL: 'smtps://shop:pass@smtp.example:465',
  REVALIDATE_SECRET: 'webhook_live_secret',
  SITE_URL: 'https://shop.example/',
  NEWSLETTER_SUBSCRIPTION_URL: 'https://shop.example/wp-json/coupon/v1/subscription',
  CONTACT_FORM_7_URL: 'https://shop.example/wp-json/contact-form-7/v1',
  NEWSLETTER_FORM_ID: '812',
  CAPTCHA_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
  CAPTCHA_SECRET: '0x0000000000000000000000000000000000000000',
};

const REQUIRED = Object.keys(REAL_SHOP).filter((name) => name !== 'WOOCOMMERCE_URL');

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the settings to be refused');
}

describe('server settings on the sandbox', () => {
  it('points every backend at the local sandbox when nothing is set', () => {
    const env = parseServerEnv({});
    expect(env.woocommerceUrl).toBe('http://localhost:4000');
    expect(env.wordpressGraphqlUrl).toBe('http://localhost:4000/graphql');
    expect(env.novaposhtaUrl).toBe('http://localhost:4000/v2.0/json/');
    expect(env.wayforpayPayUrl).toBe('http://localhost:4000/wayforpay/pay');
    expect(env.woocommerceKey).toBe('ck_sandbox_storefront');
    expect(env.woocommerceSecret).toBe('cs_sandbox_storefront');
    expect(env.wayforpaySecretKey).toBe('sandbox_wayforpay_secret');
    expect(env.revalidateSecret).toBe('sandbox_revalidate_secret');
  });

  it("sends mail to the sandbox's SMTP sink on the port the sandbox listens on", () => {
    expect(parseServerEnv({}).smtpUrl).toBe('smtp://localhost:2525');
    expect(parseServerEnv({ SANDBOX_SMTP_PORT: '2625' }).smtpUrl).toBe('smtp://localhost:2625');
    expect(parseServerEnv({ ...REAL_SHOP, SANDBOX_SMTP_PORT: '2625' }).smtpUrl).toBe(REAL_SHOP.SMTP_URL);
  });

  it("uses the sandbox's captcha on the sandbox and hCaptcha's URLs on a real shop", () => {
    expect(parseServerEnv({ SANDBOX_PORT: '4100' }).captcha).toEqual({
      siteKey: 'sandbox-site-key',
      secret: 'sandbox_captcha_secret',
      scriptUrl: 'http://localhost:4100/captcha/api.js',
      verifyUrl: 'http://localhost:4100/captcha/siteverify',
    });
    expect(parseServerEnv(REAL_SHOP).captcha).toEqual({
      siteKey: REAL_SHOP.CAPTCHA_SITE_KEY,
      secret: REAL_SHOP.CAPTCHA_SECRET,
      scriptUrl: 'https://js.hcaptcha.com/1/api.js',
      verifyUrl: 'https://api.hcaptcha.com/siteverify',
    });
  });

  it('follows SANDBOX_PORT for the sandbox defaults', () => {
    const env = parseServerEnv({ SANDBOX_PORT: '4100' });
    expect(env.woocommerceUrl).toBe('http://localhost:4100');
    expect(env.wordpressGraphqlUrl).toBe('http://localhost:4100/graphql');
  });

  it('counts the sandbox URL by name or by 127.0.0.1 as the sandbox, and an empty one as unset', () => {
    for (const url of ['http://localhost:4000', 'http://127.0.0.1:4000/', '']) {
      expect(parseServerEnv({ WOOCOMMERCE_URL: url }).woocommerceKey).toBe('ck_sandbox_storefront');
    }
    // The e2e run: the sandbox on 4100, with a secret of its own.
    const e2e = parseServerEnv({
      SANDBOX_PORT: '4100',
      WOOCOMMERCE_URL: 'http://localhost:4100',
      REVALIDATE_SECRET: 'e2e_revalidate_secret',
    });
    expect(e2e.revalidateSecret).toBe('e2e_revalidate_secret');
    expect(e2e.wayforpaySecretKey).toBe('sandbox_wayforpay_secret');
  });

  it('looks countries up only where IP_COUNTRY_URL names a lookup; empty means none', () => {
    expect(parseServerEnv({}).ipCountryUrl).toBeNull();
    expect(parseServerEnv({ IP_COUNTRY_URL: '' }).ipCountryUrl).toBeNull();
    expect(parseServerEnv({ IP_COUNTRY_URL: 'https://ip2c.org/' }).ipCountryUrl).toBe('https://ip2c.org');
    expect(() => parseServerEnv({ IP_COUNTRY_URL: 'ip2c.org' })).toThrow(/IP_COUNTRY_URL/);
  });

  it('shares Idempotency-Keys through REDIS_URL only when it names a Redis', () => {
    expect(parseServerEnv({}).redisUrl).toBeNull();
    expect(parseServerEnv({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(parseServerEnv({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
    expect(() => parseServerEnv({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('server settings on a real shop', () => {
  it('uses the shop’s own values, trailing slashes trimmed', () => {
    const env = parseServerEnv({ ...REAL_SHOP, GTM_ID: '' });
    expect(env.woocommerceUrl).toBe('https://shop.example');
    expect(env.siteUrl).toBe('https://shop.example');
    expect(env.wordpressGraphqlUrl).toBe('https://shop.example/graphql');
    expect(env.wayforpaySecretKey).toBe('wfp_live_secret');
    expect(env.gtmId).toBe('');
  });

  it('refuses to run with nothing but WOOCOMMERCE_URL, naming every missing setting in one error', () => {
    const message = errorOf(() => parseServerEnv({ WOOCOMMERCE_URL: 'https://shop.example' }));
    for (const name of REQUIRED) expect(message).toContain(`${name} is not set`);
    expect(message).toContain('https://shop.example');
  });

  it('counts an empty value as missing, as `.env` files write `NAME=`', () => {
    const message = errorOf(() => parseServerEnv({ ...REAL_SHOP, WAYFORPAY_SECRET_KEY: '', SITE_URL: '' }));
    expect(message).toContain('WAYFORPAY_SECRET_KEY is not set');
    expect(message).toContain('SITE_URL is not set');
    expect(message).not.toContain('REVALIDATE_SECRET');
  });

  it('refuses each secret the sandbox publishes, so nobody can sign a callback with .env.example', () => {
    const message = errorOf(() =>
      parseServerEnv({
        ...REAL_SHOP,
        WOOCOMMERCE_CONSUMER_KEY: 'ck_sandbox_storefront',
        WOOCOMMERCE_CONSUMER_SECRET: 'cs_sandbox_storefront',
        WORDPRESS_APP_PASSWORD: 'sand box app pass word',
        NOVAPOSHTA_API_KEY: 'np_sandbox_key',
        WAYFORPAY_SECRET_KEY: 'sandbox_wayforpay_secret',
        REVALIDATE_SECRET: 'e2e_revalidate_secret',
      }),
    );
    for (const name of [
      'WOOCOMMERCE_CONSUMER_KEY',
      'WOOCOMMERCE_CONSUMER_SECRET',
      'WORDPRESS_APP_PASSWORD',
      'NOVAPOSHTA_API_KEY',
      'WAYFORPAY_SECRET_KEY',
      'REVALIDATE_SECRET',
    ]) {
      expect(message).toMatch(new RegExp(`${name} is a public sandbox value`));
    }
    expect(message).not.toContain('SITE_URL');
  });

  it('refuses every secret .env.example holds', () => {
    const example = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const secrets = [...example.matchAll(/^([A-Z_]*(?:KEY|SECRET|PASSWORD))=(.+)$/gm)];
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const [, name, value] of secrets) {
      expect(errorOf(() => parseServerEnv({ ...REAL_SHOP, [name]: value }))).toContain(
        `${name} is a public sandbox value`,
      );
    }
  });

  it('treats the sandbox’s host on another port, or over https, as a real shop', () => {
    for (const url of ['http://localhost:8080', 'https://localhost:4000', 'http://shop.example:4000']) {
      expect(errorOf(() => parseServerEnv({ WOOCOMMERCE_URL: url }))).toContain(
        'WAYFORPAY_SECRET_KEY is not set',
      );
    }
  });

  it('reports a malformed value in the same error as the missing ones', () => {
    const message = errorOf(() =>
      parseServerEnv({ ...REAL_SHOP, SITE_URL: 'shop.example', REDIS_URL: 'cache' }),
    );
    expect(message).toMatch(/SITE_URL/);
    expect(message).toMatch(/REDIS_URL/);
    expect(() => parseServerEnv({ WOOCOMMERCE_URL: 'not a url' })).toThrow(/WOOCOMMERCE_URL/);
  });
});
