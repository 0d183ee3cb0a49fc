import { redactEmail, redactKey, redactPhone } from './redact';

describe('redactEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(redactEmail('olena.koval+shop@example.com')).toBe('o…@example.com');
  });

  it('gives nothing away of what is not an address', () => {
    expect(redactEmail('no-at-sign')).toBe('…');
    expect(redactEmail('@example.com')).toBe('…');
  });
});

describe('redactKey', () => {
  it('is the same digest for the same key, another for another, and never the key', () => {
    const key = '3f2c9a0e-1b7d-4c55-9d1e-2a4b6c8d0e1f';
    expect(redactKey(key)).toBe(redactKey(key));
    expect(redactKey(key)).not.toBe(redactKey(`${key}x`));
    expect(redactKey(key)).toMatch(/^key#[0-9a-f]{10}$/);
    expect(redactKey(key)).not.toContain(key.slice(0, 8));
  });
});

describe('redactPhone', () => {
  it('keeps the last two digits only, whatever the formatting', () => {
    expect(redactPhone('+380 (67) 123-45-89')).toBe('…89');
    expect(redactPhone('+380671234589')).not.toContain('3806712345');
  });

  it('gives nothing away of what is too short to be a number', () => {
    expect(redactPhone('12-34')).toBe('…');
  });
});
