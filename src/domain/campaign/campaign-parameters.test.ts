import { withoutCampaignParameters } from './campaign-parameters';

describe('withoutCampaignParameters', () => {
  it('drops what ads and mailings add and keeps what pages read, as sent', () => {
    expect(withoutCampaignParameters('?utm_source=a&UTM_Medium=b&gclid=c&_gl=d')).toBe('');
    expect(withoutCampaignParameters('?page=2&utm_campaign=spring&fbclid=x')).toBe('?page=2');
    expect(withoutCampaignParameters('?volume=50-ml&q=%D0%B0')).toBe('?volume=50-ml&q=%D0%B0');
    expect(withoutCampaignParameters('')).toBe('');
    expect(withoutCampaignParameters('?')).toBe('');
  });
});
