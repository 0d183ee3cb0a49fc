import { wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { trackOrderByKey } from './track-order';

let sandbox: SandboxProcess;
type SeededOrder = { id: number; number: string; status: string; order_key: string };
let orders: SeededOrder[];
const seeded = (status: string) => orders.find((o) => o.status === status)!;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.NOVAPOSHTA_API_URL = `${sandbox.url}/v2.0/json/`;
  orders = await wcGet<SeededOrder[]>(sandbox, 'orders?per_page=100&order=asc');
});
afterAll(() => sandbox.close());

const track = (order: SeededOrder) => trackOrderByKey(order.number, order.order_key);

async function setTtn(order: SeededOrder, ttn: string) {
  const response = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/orders/${order.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ meta_data: [{ key: 'novaposhta_ttn', value: ttn }] }),
  });
  expect(response.status).toBe(200);
}

describe('tracking an order by its key, against the sandbox', () => {
  it('a delivered parcel: the TTN, Nova Poshta’s status and dates, the lines and the address', async () => {
    const order = await track(seeded('completed'));
    expect(order).toMatchObject({
      status: 'completed',
      waybill: '20450012345675',
      state: { kind: 'step', step: 'delivered' },
      parcel: { statusCode: '9', statusText: 'Відправлення отримано', city: 'Київ' },
      deliveryAddress: 'Київ, Відділення №1',
    });
    expect(order!.parcel!.receivedAt).toBeInstanceOf(Date);
    expect(order!.lines.length).toBeGreaterThan(0);
  });

  it('a parcel on its way reads as sent', async () => {
    expect((await track(seeded('processing')))?.state).toEqual({ kind: 'step', step: 'sent' });
  });

  it('before a TTN the order reads as packed, or as its status when pending or cancelled', async () => {
    expect((await track(seeded('on-hold')))?.state).toEqual({ kind: 'step', step: 'packed' });
    expect((await track(seeded('pending')))?.state).toEqual({ kind: 'order', status: 'pending' });
    expect((await track(seeded('cancelled')))?.state).toEqual({ kind: 'order', status: 'cancelled' });
  });

  it('follows a TTN the manager puts on the order: refused reads as refused, not sent', async () => {
    const order = seeded('on-hold');
    await setTtn(order, '20451230000017');
    expect(await track(order)).toMatchObject({
      waybill: '20451230000017',
      state: { kind: 'problem', problem: 'refused' },
      parcel: { statusCode: '103' },
    });
  });

  it('shows nothing for a wrong key, another order’s key, an unknown number or a malformed one', async () => {
    const completed = seeded('completed');
    const other = seeded('processing');
    expect(await trackOrderByKey(completed.number, 'wc_order_guess')).toBeNull();
    expect(await trackOrderByKey(completed.number, other.order_key)).toBeNull();
    expect(await trackOrderByKey(completed.number, '')).toBeNull();
    expect(await trackOrderByKey('99999', completed.order_key)).toBeNull();
    expect(await trackOrderByKey(`${completed.number}abc`, completed.order_key)).toBeNull();
  });
});
