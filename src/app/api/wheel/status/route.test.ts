import { listWheels } from '@/server/wordpress/wheels';
import { POST } from './route';

jest.mock('@/server/wordpress/wheels', () => ({ listWheels: jest.fn() }));
const listWheelsMock = jest.mocked(listWheels);

function post(body: string) {
  return POST(
    new Request('http://shop.test/api/wheel/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    }),
  );
}

describe('POST /api/wheel/status', () => {
  it('answers 400 to a bad body', async () => {
    const response = await post('[]');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('bad_request');
  });

  it('lists wheels with logic.open_condition', async () => {
    listWheelsMock.mockResolvedValue([
      {
        id: 1,
        slug: 'site',
        title: 'Site',
        openCondition: 'site_open',
        delaySeconds: 10,
        expiryDays: 14,
        couponPrefix: 'spin',
        prizes: [],
      },
    ]);
    const response = await post('{"locale":"ru"}');
    expect(listWheelsMock).toHaveBeenCalledWith('ru');
    expect(await response.json()).toEqual([
      {
        id: 1,
        slug: 'site',
        title: 'Site',
        logic: { open_condition: 'site_open', delay_seconds: 10 },
        prizes: [],
      },
    ]);
  });
});
