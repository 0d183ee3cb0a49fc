import { LIMITS } from '@/server/rate-limit/limits';
import { fromAddress } from '@/test-support/peer-address';
import { startSandboxProcess, type SandboxProcess } from '@/test-support/sandbox-process';
import { GET as cities } from './cities/route';
import { GET as streets } from './streets/route';
import { GET as warehouses } from './warehouses/route';
import { REGIONAL_CENTRES } from '@/domain/delivery/regional-centres.test-support';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  process.env.NOVAPOSHTA_API_URL = `${sandbox.url}/v2.0/json/`;
});
afterAll(() => sandbox.close());

const get = (handler: (r: Request) => Promise<Response>, path: string) =>
  handler(new Request(`http://shop.test/api/novaposhta/${path}`));

async function kyivRef(): Promise<string> {
  const response = await get(cities, 'cities?q=Київ&locale=uk');
  const [kyiv] = await response.json();
  return kyiv.ref;
}

describe('Nova Poshta routes', () => {
  it('finds cities with their region', async () => {
    const response = await get(cities, 'cities?q=Київ&locale=ua');
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list[0]).toEqual({ ref: expect.any(String), name: 'Київ', region: expect.any(String) });
    expect(response.headers.get('Cache-Control')).toMatch(/s-maxage=3600/);
  });

  it('lists branches and parcel lockers of a city as {ref, name, number, latin}', async () => {
    const city = await kyivRef();
    const branches = await (await get(warehouses, `warehouses?city=${city}&type=branch`)).json();
    const lockers = await (await get(warehouses, `warehouses?city=${city}&type=postbox`)).json();
    expect(branches.length).toBeGreaterThan(0);
    expect(branches[0]).toEqual({
      ref: expect.any(String),
      name: expect.stringMatching(/відділення/i),
      number: expect.any(String),
      latin: expect.stringMatching(/^(Vantazhne viddilennia|Viddilennia) №\d+/),
    });
    expect(lockers.every((w: { name: string }) => /Поштомат/.test(w.name))).toBe(true);
  });

  it('finds streets of a city', async () => {
    const city = await kyivRef();
    const list = await (await get(streets, `streets?city=${city}&q=`)).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual({ ref: expect.any(String), name: expect.any(String) });
  });

  it('answers 400 bad_request naming the parameter for a bad query', async () => {
    for (const [handler, path, param] of [
      [warehouses, 'warehouses?type=branch', 'city'],
      [warehouses, 'warehouses?city=00000000-0000-0000-0000-000000000000&type=door', 'type'],
      [streets, 'streets?city=kyiv', 'city'],
      [cities, 'cities?q=a&locale=de', 'locale'],
    ] as const) {
      const response = await get(handler, path);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('bad_request');
      expect(error.message).toMatch(new RegExp(`^${param}: `));
    }
  });
});

const cityNames = async (query: string, locale: string): Promise<string[]> => {
  const response = await get(cities, `cities?${new URLSearchParams({ q: query, locale })}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((city) => city.name);
};

describe('Nova Poshta routes in Latin letters and in Russian', () => {
  it.each(REGIONAL_CENTRES)('an English page finds %s as %s', async (latin, ukrainian) => {
    expect(await cityNames(latin, 'en')).toContain(ukrainian);
  });

  it('a city typed in lower case or still being typed is found too', async () => {
    expect(await cityNames('kyiv', 'en')).toContain('Київ');
    expect(await cityNames('Zaporiz', 'en')).toContain('Запоріжжя');
  });

  it('names a city in the page language: Ukrainian on uk and en, Russian on ru', async () => {
    expect(await cityNames('Kyiv', 'uk')).toContain('Київ');
    expect(await cityNames('Kyiv', 'ru')).toContain('Киев');
    expect(await cityNames('Kharkiv', 'ru')).toContain('Харьков');
  });

  it('finds a city by its Russian name on every page', async () => {
    expect(await cityNames('Киев', 'uk')).toContain('Київ');
    expect(await cityNames('Киев', 'en')).toContain('Київ');
    expect(await cityNames('Киев', 'ru')).toContain('Киев');
    expect(await cityNames('Одесса', 'en')).toContain('Одеса');
    expect(await cityNames('Львов', 'uk')).toContain('Львів');
  });

  it('finds a city by its older Russian-style Latin name (Kiev, Odessa)', async () => {
    expect(await cityNames('Kiev', 'en')).toContain('Київ');
    expect(await cityNames('Odessa', 'en')).toContain('Одеса');
  });

  it('finds streets and branches by a street typed in Latin letters', async () => {
    const city = await kyivRef();
    const found = await (await get(streets, `streets?city=${city}&q=Khreshchatyk`)).json();
    expect(found).toContainEqual({ ref: expect.any(String), name: 'вул. Хрещатик' });
    const branches = await (
      await get(warehouses, `warehouses?city=${city}&type=branch&q=Khreshchatyk&locale=en`)
    ).json();
    expect(branches.length).toBeGreaterThan(0);
    for (const branch of branches) expect(branch.name).toMatch(/Хрещатик/);
  });

  it('gives each branch the Latin spelling of its Ukrainian description, on a Russian page too', async () => {
    const city = await kyivRef();
    const branches: { name: string; latin: string }[] = await (
      await get(warehouses, `warehouses?city=${city}&type=branch&q=Хрещатик&locale=ru`)
    ).json();
    expect(branches.length).toBeGreaterThan(0);
    for (const branch of branches) {
      expect(branch.name).toMatch(/^(Грузовое отделение|Отделение) №\d+ .*Крещатик/);
      expect(branch.latin).toMatch(/^(Vantazhne viddilennia|Viddilennia) №\d+ .*Khreshchatyk/);
    }
  });
});

describe('Nova Poshta routes when Nova Poshta fails', () => {
  it('answers 502 delivery_unavailable and logs the failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(Response.json({ success: false, data: [], errors: ['API auth fail'] }));
    const response = await get(cities, 'cities?q=Київ&locale=en');
    expect(response.status).toBe(502);
    expect((await response.json()).error).toEqual({
      code: 'delivery_unavailable',
      message: expect.stringMatching(/Nova Poshta/),
    });
    expect(log).toHaveBeenCalled();
    fetchMock.mockRestore();
    log.mockRestore();
  });
});

describe('Nova Poshta look-ups per client', () => {
  it(`past ${LIMITS.novaPoshtaPerClient.limit} a minute one client gets 429 with Retry-After, another client does not`, async () => {
    const ask = (address: string) =>
      cities(
        new Request('http://shop.test/api/novaposhta/cities?q=Київ&locale=uk', {
          headers: fromAddress(address),
        }),
      );
    for (let i = 0; i < LIMITS.novaPoshtaPerClient.limit; i += 1)
      expect((await ask('192.0.2.60')).status).toBe(200);
    const refused = await ask('192.0.2.60');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await ask('192.0.2.61')).status).toBe(200);
  });
});
