/* eslint-disable @typescript-eslint/no-explicit-any -- wire JSON; the expectations assert its shape */
import { startSandbox, type RunningSandbox } from './harness';
import { registerTrackingDocument } from '../src/novaposhta/tracking';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const PARCEL_LOCKER = 'f9316480-5f2d-425d-bc2c-ac7cd29decf0';
const BRANCH = '841339c7-591a-42e2-8233-7a0a00f0ed6f';

interface NpResponse {
  success: boolean;
  data: any[];
  errors: string[];
  errorCodes: string[];
  info: { totalCount?: number } | [];
}

async function np(
  modelName: string,
  calledMethod: string,
  methodProperties: object,
  apiKey?: string,
  path = '/v2.0/json/',
) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      apiKey: apiKey ?? sandbox.ctx.config.novaposhta.apiKey,
      modelName,
      calledMethod,
      methodProperties,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as NpResponse;
}

async function kyivRef(): Promise<string> {
  const body = await np('Address', 'getCities', { FindByString: 'Київ' });
  return body.data[0].Ref;
}

describe('Nova Poshta API 2.0', () => {
  it('searches settlements by the start of a name, in Ukrainian or Russian', async () => {
    const body = await np('Address', 'searchSettlements', { CityName: 'льв', Limit: 5, Page: 1 });
    expect(body.success).toBe(true);
    expect(body.data[0].TotalCount).toBe(1);
    expect(body.data[0].Addresses[0]).toMatchObject({
      MainDescription: 'Львів',
      Area: 'Львівська',
      Present: 'м. Львів, Львівська обл.',
    });
    expect(body.data[0].Addresses[0].DeliveryCity).toMatch(/^[0-9a-f-]{36}$/);
    const ru = await np('Address', 'searchSettlements', { CityName: 'Харьков', Limit: 5 });
    expect(ru.data[0].Addresses[0].MainDescription).toBe('Харків');
  });

  it('lists the 22 regional centres with stable refs and pages them', async () => {
    const all = await np('Address', 'getCities', {});
    expect(all.data).toHaveLength(22);
    expect(all.info).toEqual({ totalCount: 22 });
    const page = await np('Address', 'getCities', { Page: 2, Limit: 5 });
    expect(page.data.map((c) => c.Ref)).toEqual(all.data.slice(5, 10).map((c) => c.Ref));
    const kyiv = all.data.find((c) => c.Description === 'Київ');
    expect(kyiv).toMatchObject({
      DescriptionRu: 'Киев',
      AreaDescription: 'Київська',
      SettlementTypeDescription: 'місто',
    });
    const byRef = await np('Address', 'getCities', { Ref: kyiv.Ref });
    expect(byRef.data).toHaveLength(1);
  });

  it('tells branches from parcel lockers by TypeOfWarehouseRef', async () => {
    const CityRef = await kyivRef();
    const lockers = await np('Address', 'getWarehouses', { CityRef, TypeOfWarehouseRef: PARCEL_LOCKER });
    expect(lockers.data.length).toBeGreaterThanOrEqual(4);
    for (const w of lockers.data) {
      expect(w.Description).toMatch(/^Поштомат "Нова Пошта" №\d+: /);
      expect(w).toMatchObject({ CategoryOfWarehouse: 'Postomat', CityRef, TypeOfWarehouse: PARCEL_LOCKER });
    }
    const branches = await np('Address', 'getWarehouses', { CityRef, TypeOfWarehouseRef: BRANCH, Limit: 50 });
    expect(branches.data.length).toBeGreaterThanOrEqual(8);
    expect(branches.data[0].Description).toMatch(
      /^Відділення №\d+ \(до \d+ кг\): (вул|просп|бульв|пл|пров)\. /,
    );
    const found = await np('Address', 'getWarehouses', {
      CityName: 'Київ',
      WarehouseId: branches.data[0].Number,
    });
    expect(found.data[0].Ref).toBe(branches.data[0].Ref);
  });

  it('finds streets of a city', async () => {
    const CityRef = await kyivRef();
    const all = await np('Address', 'getStreet', { CityRef });
    expect(all.data.length).toBeGreaterThanOrEqual(15);
    const found = await np('Address', 'getStreet', { CityRef, FindByString: 'хрещ' });
    expect(found.data[0]).toMatchObject({
      Description: 'Хрещатик',
      StreetsType: 'вул.',
      StreetsTypeRef: 'Street',
    });
  });

  it('tracks known and unknown waybills', async () => {
    registerTrackingDocument(sandbox.ctx, { number: '20450000009999', statusCode: 7, city: 'Одеса' });
    const body = await np('TrackingDocument', 'getStatusDocuments', {
      Documents: [
        { DocumentNumber: '20450000000015', Phone: '' },
        { DocumentNumber: '20450000009999' },
        { DocumentNumber: '20000000000000' },
      ],
    });
    expect(body.success).toBe(true);
    expect(body.data[0]).toMatchObject({
      Number: '20450000000015',
      StatusCode: '9',
      CityRecipient: 'Дніпро',
    });
    expect(body.data[0].RecipientDateTime).not.toBe('');
    expect(body.data[1]).toMatchObject({ StatusCode: '7', CityRecipient: 'Одеса' });
    expect(body.data[1].WarehouseRecipient).toMatch(/^Відділення/);
    expect(body.data[2]).toEqual({ Number: '20000000000000', StatusCode: '3', Status: 'Номер не найден' });
  });

  it("refuses a wrong API key with Nova Poshta's error", async () => {
    const body = await np('Address', 'getCities', {}, 'wrong-key', '/v2.0/json');
    expect(body).toMatchObject({
      success: false,
      data: [],
      errors: ['API auth fail'],
      errorCodes: ['20000200068'],
    });
  });

  it('reports an unknown method', async () => {
    const body = await np('Address', 'noSuchMethod', {});
    expect(body.success).toBe(false);
    expect(body.errors.length).toBe(1);
  });
});
