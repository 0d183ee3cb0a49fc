import { firstValidationError, orderRequestSchema } from './order-schema';

const order = (over: Record<string, unknown> = {}) => ({
  locale: 'uk',
  certificates: [{ type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com', count: 1 }],
  customer: { name: 'Олена', surname: 'Коваль', phone: '+380671234567', email: 'o@example.com' },
  payment: 'requisites',
  ...over,
});

const problem = (body: Record<string, unknown>) => {
  const parsed = orderRequestSchema.safeParse(body);
  return parsed.success ? null : firstValidationError(parsed.error);
};

describe('the order schema and delivery', () => {
  it('takes an order without a delivery: whether it needs one is the catalogue’s to say (shipment.ts)', () => {
    const parsed = orderRequestSchema.parse(order());
    expect(parsed.delivery).toBeUndefined();
  });

  it('still checks a delivery that is sent, field by field', () => {
    expect(problem(order({ delivery: { method: 'np', city: 'Київ' } }))).toMatchObject({
      code: 'required',
      field: 'delivery.department',
    });
    expect(
      problem(order({ delivery: { method: 'courier', city: ' ', street: 'вул. Хрещатик', house: '1' } })),
    ).toMatchObject({
      code: 'required',
      field: 'delivery.city',
    });
    expect(
      problem(order({ delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' } })),
    ).toBeNull();
  });
});

describe('the order schema and "add to my previous order" (spec §3 add-order checkbox)', () => {
  const branch = { method: 'np', city: 'Київ', department: 'Відділення №1' };

  it('takes the request as a boolean, and a delivery without it as before', () => {
    expect(
      orderRequestSchema.parse(order({ delivery: { ...branch, joinPrevious: true } })).delivery,
    ).toMatchObject({ joinPrevious: true });
    expect(
      orderRequestSchema.parse(order({ delivery: { ...branch, joinPrevious: false } })).delivery
        ?.joinPrevious,
    ).toBe(false);
    expect(orderRequestSchema.parse(order({ delivery: branch })).delivery?.joinPrevious).toBeUndefined();
  });

  it('refuses anything but a boolean as a bad request about that field', () => {
    for (const joinPrevious of ['yes', 1, null, {}]) {
      expect(problem(order({ delivery: { ...branch, joinPrevious } }))).toMatchObject({
        code: 'bad_request',
        field: 'delivery.joinPrevious',
      });
    }
  });
});
