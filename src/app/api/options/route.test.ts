import { EMPTY_SITE_OPTIONS } from '@/domain/content/site-options';
import { getSiteOptions } from '@/server/wordpress/options';
import { POST } from './route';

jest.mock('@/server/wordpress/options', () => ({ getSiteOptions: jest.fn() }));
const getSiteOptionsMock = jest.mocked(getSiteOptions);

function post(body: string) {
  return POST(
    new Request('http://shop.test/api/options', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    }),
  );
}

describe('POST /api/options', () => {
  beforeEach(() => getSiteOptionsMock.mockReset());

  it('answers 400 bad_request to a body that is not JSON', async () => {
    const response = await post('{locale:');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'The body must be valid JSON.' },
    });
  });

  it('answers 400 naming the field when the locale is missing or unknown', async () => {
    for (const body of ['{}', '{"locale":"de"}', '{"locale":5}']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('bad_request');
      expect(error.message).toMatch(/^locale: /);
    }
    expect(getSiteOptionsMock).not.toHaveBeenCalled();
  });

  it('accepts "ua" for Ukrainian and answers the spec shape: an array whose first element holds acf', async () => {
    getSiteOptionsMock.mockResolvedValue({
      ...EMPTY_SITE_OPTIONS,
      socials: [{ name: 'instagram', url: 'https://instagram.com/brand' }],
      faq: { hidden: false, items: [{ question: 'Q', answer: 'A' }] },
      buttonType: 'telegram',
      copyright: 'Brand',
    });
    const response = await post('{"locale":"ua"}');
    expect(response.status).toBe(200);
    expect(getSiteOptionsMock).toHaveBeenCalledWith('uk');
    const [first] = await response.json();
    expect(first.acf).toMatchObject({
      subscriptions: {
        socials: [{ name: 'instagram', url: 'https://instagram.com/brand' }],
        langs: [
          { code: 'ua', label: 'ua' },
          { code: 'ru', label: 'ru' },
          { code: 'en', label: 'en' },
        ],
      },
      faq: { hidden: false, faq_object: [{ question: 'Q', answer: 'A' }] },
      contacts: { email: '', address: '', timeWork: '' },
      header: { products: [] },
      button_type: 'telegram',
      copyright: 'Brand',
    });
  });

  it('answers 502 when WordPress cannot be reached', async () => {
    getSiteOptionsMock.mockRejectedValue(new TypeError('fetch failed'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post('{"locale":"en"}');
    expect(response.status).toBe(502);
    expect((await response.json()).error.code).toBe('upstream_unavailable');
  });
});
