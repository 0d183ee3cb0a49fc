import { pageKey, rememberIfUnavailable, unavailablePageRetryAfter } from './unavailable-pages';

const unavailable = { digest: 'PLATFORM_UNAVAILABLE;WordPress' };

describe('pageKey', () => {
  it.each([
    ['/', '/uk'],
    ['/uk', '/uk'],
    ['/catalog/men', '/uk/catalog/men'],
    ['/uk/catalog/men?_rsc=abc', '/uk/catalog/men'],
    ['/en/catalog/men/', '/en/catalog/men'],
    ['/ru', '/ru'],
  ])('names %s as %s', (path, key) => {
    expect(pageKey(path)).toBe(key);
  });
});

describe('pages that failed because a platform did not answer', () => {
  it('are refused for 30 s, counting down, then rendered again', () => {
    const start = 1_000_000;
    rememberIfUnavailable(unavailable, '/uk/blog', start);
    expect(unavailablePageRetryAfter('/blog', start)).toBe(30);
    expect(unavailablePageRetryAfter('/blog', start + 12_500)).toBe(18);
    expect(unavailablePageRetryAfter('/blog', start + 30_000)).toBeNull();
    expect(unavailablePageRetryAfter('/blog', start + 1)).toBeNull();
  });

  it('are not remembered for another error', () => {
    rememberIfUnavailable(new Error('a bug'), '/uk/about', 0);
    rememberIfUnavailable({ digest: '4242' }, '/uk/about', 0);
    expect(unavailablePageRetryAfter('/about', 1)).toBeNull();
  });

  it('are at most a thousand, the oldest forgotten first', () => {
    for (let i = 0; i <= 1_000; i += 1) rememberIfUnavailable(unavailable, `/uk/p-${i}`, 5_000);
    expect(unavailablePageRetryAfter('/p-0', 5_000)).toBeNull();
    expect(unavailablePageRetryAfter('/p-1', 5_000)).toBe(30);
    expect(unavailablePageRetryAfter('/p-1000', 5_000)).toBe(30);
  });
});
