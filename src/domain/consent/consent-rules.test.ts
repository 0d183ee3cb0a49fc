import { CONSENT_MAX_AGE_SECONDS, consentCookie, readConsent } from './consent-rules';

describe('the remembered cookie choice', () => {
  it('reads a stored choice among other cookies, and nothing else as an answer', () => {
    expect(readConsent('a=1; cookie_consent=granted; b=2')).toBe('granted');
    expect(readConsent('cookie_consent=denied')).toBe('denied');
    expect(readConsent('cookie_consent=maybe')).toBeNull();
    expect(readConsent('')).toBeNull();
  });

  it('is kept for 365 days on every path, Secure on https', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie('granted', false)).toBe(
      'cookie_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie('denied', true)).toMatch(/; Secure$/);
  });
});
