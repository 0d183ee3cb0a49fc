import { withoutTrackingParameters } from './tracking-parameters';

describe('withoutTrackingParameters', () => {
  it('drops what ads and mailings add and keeps what pages read, as sent', () => {
    expect(withoutTrackingParameters('?utm_source=a&UTM_Medium=b&gclid=c&_gl=d')).toBe('');
    expect(withoutTrackingParameters('?page=2&utm_campaign=spring&fbclid=x')).toBe('?page=2');
    expect(withoutTrackingParameters('?volume=50-ml&q=%D0%B0')).toBe('?volume=50-ml&q=%D0%B0');
    expect(withoutTrackingParameters('')).toBe('');
    expect(withoutTrackingParameters('?')).toBe('');
  });
});
