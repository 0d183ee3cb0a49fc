import { parseServerEnv } from '@/server/env';
import { newNonce, pageContentSecurityPolicy, strictTransportSecurity } from './content-security-policy';

const sandbox = parseServerEnv({});
const shop = {
  ...sandbox,
  woocommerceUrl: 'https://shop.example',
  wordpressGraphqlUrl: 'https://cms.shop.example/graphql',
  wayforpayPayUrl: 'https://secure.wayforpay.com/pay',
  siteUrl: 'https://www.shop.example',
  captcha: { ...sandbox.captcha, scriptUrl: 'https://js.hcaptcha.com/1/api.js' },
};

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe("a page's Content-Security-Policy", () => {
  it('runs scripts by nonce and what they load, never inline or eval in production', () => {
    const policy = directives(pageContentSecurityPolicy(shop, { nonce: 'abc', development: false }));
    expect(policy['script-src']).toBe("'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
  });

  it('allows eval under next dev, which needs it', () => {
    const policy = directives(pageContentSecurityPolicy(sandbox, { nonce: 'abc', development: true }));
    expect(policy['script-src']).toBe("'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval'");
  });

  it("shows the backend's media and posts forms only here and to WayForPay's pay page", () => {
    const policy = directives(pageContentSecurityPolicy(shop, { nonce: 'abc', development: false }));
    expect(policy['img-src']).toBe("'self' data: blob: https://shop.example https://cms.shop.example");
    expect(policy['connect-src']).toBe("'self' https://hcaptcha.com https://*.hcaptcha.com");
    expect(policy['form-action']).toBe("'self' https://secure.wayforpay.com");
    expect(policy['upgrade-insecure-requests']).toBe('');
  });

  it("frames only hCaptcha's challenge and OpenStreetMap's embed page (the contacts popup's map)", () => {
    const policy = directives(pageContentSecurityPolicy(shop, { nonce: 'abc', development: false }));
    expect(policy['frame-src']).toBe(
      "'self' https://hcaptcha.com https://*.hcaptcha.com https://www.openstreetmap.org",
    );
    expect(policy['style-src']).toBe("'self' 'unsafe-inline' https://hcaptcha.com https://*.hcaptcha.com");
    const onSandbox = directives(pageContentSecurityPolicy(sandbox, { nonce: 'abc', development: false }));
    expect(onSandbox['frame-src']).toBe("'self' http://localhost:4000 https://www.openstreetmap.org");
  });

  it('lets Google Tag Manager and GA4 load and send only when GTM_ID is set', () => {
    const policy = directives(
      pageContentSecurityPolicy({ ...shop, gtmId: 'GTM-X' }, { nonce: 'a', development: false }),
    );
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['img-src']).toContain('https://www.googletagmanager.com');
  });

  it('on the sandbox over http does not upgrade requests to https', () => {
    const policy = directives(pageContentSecurityPolicy(sandbox, { nonce: 'abc', development: false }));
    expect(policy['img-src']).toBe("'self' data: blob: http://localhost:4000");
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('uses a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent by a production server of an https shop only', () => {
    expect(strictTransportSecurity(shop, true)).toBe('max-age=63072000');
    expect(strictTransportSecurity(shop, false)).toBeNull();
    expect(strictTransportSecurity(sandbox, true)).toBeNull();
  });
});
