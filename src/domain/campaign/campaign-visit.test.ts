import { attributedVisit, utmParamsOf, withVisit, type CampaignVisit } from './campaign-visit';

const info = {
  referrer: '',
  userAgent: 'Mozilla/5.0',
  language: 'uk-UA',
  landingPageUrl: 'https://shop.example/?utm_source=instagram',
  screenWidth: 390,
  screenHeight: 844,
};
const visit = (sessionId: string, utm_source: string, timestamp = 1000): CampaignVisit => ({
  timestamp,
  utmParams: { utm_source },
  additionalInfo: info,
  sessionId,
});

describe('utmParamsOf', () => {
  it('takes the five utm parameters, trimmed, and nothing else', () => {
    expect(
      utmParamsOf(new URLSearchParams('utm_source=+instagram+&utm_medium=social&utm_term=&gclid=1&page=2')),
    ).toEqual({ utm_source: 'instagram', utm_medium: 'social' });
  });

  it('is null for a query without utm parameters', () => {
    expect(utmParamsOf(new URLSearchParams('page=2&sort=price'))).toBeNull();
    expect(utmParamsOf(new URLSearchParams('utm_source=%20'))).toBeNull();
  });
});

describe('withVisit (spec §4)', () => {
  it('stores a visit that differs from the latest record of the same session', () => {
    const first = withVisit([], visit('s1', 'instagram'))!;
    expect(first).toHaveLength(1);
    expect(withVisit(first, visit('s1', 'instagram', 2000))).toBeNull();
    expect(withVisit(first, visit('s1', 'newsletter'))).toHaveLength(2);
  });

  it('compares only with the same session', () => {
    const records = [visit('s1', 'instagram'), visit('s2', 'newsletter')];
    expect(withVisit(records, visit('s1', 'instagram'))).toBeNull();
    expect(withVisit(records, visit('s3', 'instagram'))).toHaveLength(3);
  });

  it('keeps the newest 20 records', () => {
    let records: CampaignVisit[] = [];
    for (let i = 0; i < 25; i++) records = withVisit(records, visit(`s${i}`, 'instagram', i))!;
    expect(records).toHaveLength(20);
    expect(records[0].timestamp).toBe(5);
  });
});

describe('attributedVisit', () => {
  it('is the newest record within the window, else null', () => {
    const records = [visit('s1', 'instagram', 1000), visit('s1', 'newsletter', 5000)];
    expect(attributedVisit(records, 6000, 2000)?.utmParams).toEqual({ utm_source: 'newsletter' });
    expect(attributedVisit(records, 8000, 2000)).toBeNull();
    expect(attributedVisit([], 8000, 2000)).toBeNull();
  });
});
