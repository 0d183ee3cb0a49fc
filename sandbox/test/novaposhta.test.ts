/* eslint-disable @typescript-eslint/no-explicit-any -- wire JSON; the expectations assert its shape */
import { startSandbox, type RunningSandbox } from './harness';
import { documentStatus, registerTrackingDocument } from '../src/novaposhta/tracking';

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

  it('finds nothing by Latin letters, as Nova Poshta: the shop must turn "Kyiv" into Cyrillic itself', async () => {
    const CityRef = await kyivRef();
    expect((await np('Address', 'getCities', { FindByString: 'Kyiv' })).data).toEqual([]);
    expect((await np('Address', 'searchSettlements', { CityName: 'Kyiv' })).data[0].TotalCount).toBe(0);
    expect((await np('Address', 'getWarehouses', { CityRef, FindByString: 'Khreshchatyk' })).data).toEqual(
      [],
    );
    expect((await np('Address', 'getStreet', { CityRef, FindByString: 'Khreshchatyk' })).data).toEqual([]);
    expect((await np('Address', 'getCities', { FindByString: 'Київ' })).data).toHaveLength(1);
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

  it('knows the waybills on the seeded orders, by their last digit', async () => {
    const body = await np('TrackingDocument', 'getStatusDocuments', {
      Documents: [{ DocumentNumber: '20450012345675' }, { DocumentNumber: '20450087654323' }],
    });
    expect(body.data.map((d) => [d.Number, d.StatusCode, d.CityRecipient])).toEqual([
      ['20450012345675', '9', 'Київ'],
      ['20450087654323', '5', 'Львів'],
    ]);
  });

  it('tracks a TTN put on an order through WooCommerce, with a status by its last digit', async () => {
    const orders = `${sandbox.url}/wp-json/wc/v3/orders`;
    const [order] = (await (await sandbox.wooFetch(`${orders}?status=on-hold`)).json()) as any[];
    const setTtn = (value: string) =>
      sandbox.wooFetch(`${orders}/${order.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ meta_data: [{ key: 'novaposhta_ttn', value }] }),
      });
    const status = async (number: string, Phone = '') =>
      (await np('TrackingDocument', 'getStatusDocuments', { Documents: [{ DocumentNumber: number, Phone }] }))
        .data[0];

    expect((await status('20459990000013')).StatusCode).toBe('3');
    expect((await setTtn('20459990000013')).status).toBe(200);
    expect(await status('20459990000013')).toMatchObject({
      StatusCode: '5',
      Status: 'Відправлення прямує до міста одержувача',
      CityRecipient: order.shipping.city,
    });
    for (const [number, code] of [
      ['20459990000017', '103'],
      ['20459990000018', '111'],
      ['20459990000019', '102'],
      ['20459990000016', '8'],
    ]) {
      await setTtn(number);
      expect((await status(number)).StatusCode).toBe(code);
    }
  });

  it('sends an order’s waybill to the branch the order names', async () => {
    const warehouses = await np('Address', 'getWarehouses', { CityName: 'Київ', Limit: 5 });
    const branch = warehouses.data[3].Description;
    const [product] = (await (
      await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products?sku=C001`)
    ).json()) as any[];
    const address = { first_name: 'Олена', last_name: 'Коваль', city: 'Київ', address_1: branch };
    const created = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        billing: { ...address, phone: '+380931234567', email: 'o@example.com' },
        shipping: address,
        line_items: [{ product_id: product.id, quantity: 1 }],
        meta_data: [{ key: 'novaposhta_ttn', value: '20457770000014' }],
      }),
    });
    expect(created.status).toBe(201);
    const body = await np('TrackingDocument', 'getStatusDocuments', {
      Documents: [{ DocumentNumber: '20457770000014', Phone: '0931234567' }],
    });
    expect(body.data[0]).toMatchObject({
      StatusCode: '7',
      WarehouseRecipient: branch,
      PhoneRecipient: '380931234567',
    });
  });

  it('unlocks the recipient’s fields only with their phone', async () => {
    registerTrackingDocument(sandbox.ctx, {
      number: '20450000007777',
      statusCode: 7,
      city: 'Київ',
      phone: '+380671234567',
    });
    const body = await np('TrackingDocument', 'getStatusDocuments', {
      Documents: [
        { DocumentNumber: '20450000007777', Phone: '0671234567' },
        { DocumentNumber: '20450000007777', Phone: '380500000000' },
        { DocumentNumber: '20450000007777' },
      ],
    });
    expect(body.data[0].PhoneRecipient).toBe('380671234567');
    expect(body.data[1].PhoneRecipient).toBeUndefined();
    expect(body.data[2].PhoneRecipient).toBeUndefined();
    expect(body.data[2].StatusCode).toBe('7');
  });

  it('moves a journey waybill (last digit 0) on a step a minute to received', () => {
    const created = new Date('2026-06-01T10:00:00Z');
    registerTrackingDocument(sandbox.ctx, {
      number: '20450000000020',
      statusCode: 'journey',
      city: 'Київ',
      createdAt: created,
    });
    const at = (minutes: number): Record<string, unknown> =>
      documentStatus(sandbox.ctx, '20450000000020', '', new Date(created.getTime() + minutes * 60_000));
    expect([0, 1, 2, 3, 4, 60].map((m) => at(m).StatusCode)).toEqual(['1', '4', '5', '7', '9', '9']);
    expect(at(0).RecipientDateTime).toBe('');
    // Kyiv time (UTC+3 in summer), as Nova Poshta writes its dates.
    expect(at(0).DateCreated).toBe('01-06-2026 13:00:00');
    expect(at(5).RecipientDateTime).toBe('01.06.2026 13:04:00');
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
