import { campaignParametersOf, withoutCampaignParameters } from './campaign-parameters';

describe('withoutCampaignParameters', () => {
  it('drops what ads and mailings add and keeps what pages read, as sent', () => {
    expect(withoutCampaignParameters('?utm_source=a&UTM_Medium=b&gclid=c&_gl=d')).toBe('');
    expect(withoutCampaignParameters('?page=2&utm_campaign=spring&fbclid=x')).toBe('?page=2');
    expect(withoutCampaignParameters('?volume=50-ml&q=%D0%B0')).toBe('?volume=50-ml&q=%D0%B0');
    expect(withoutCampaignParameters('')).toBe('');
    expect(withoutCampaignParameters('?')).toBe('');
  });
});

describe('campaignParametersOf', () => {
  it('keeps only what ads and mailings add, each pair as sent', () => {
    expect(campaignParametersOf('?page=2&utm_source=mail&UTM_Medium=x&ref=1&gclid=a%20b')).toBe(
      'utm_source=mail&UTM_Medium=x&gclid=a%20b',
    );
    expect(campaignParametersOf('?page=2&ref=1')).toBe('');
    expect(campaignParametersOf('')).toBe('');
    expect(campaignParametersOf('?%E0%A4%A=1&&utm_term')).toBe('utm_term');
  });
});
