import { parcelStatus } from './tracking';

describe('Nova Poshta tracking status → the shop’s status', () => {
  it.each([
    ['1', 'packed'],
    ['12', 'packed'],
    ['4', 'sent'],
    ['41', 'sent'],
    ['5', 'sent'],
    ['6', 'sent'],
    ['7', 'sent'],
    ['8', 'sent'],
    ['101', 'sent'],
    ['9', 'delivered'],
    ['10', 'delivered'],
    [11, 'delivered'],
  ])('StatusCode %s is %s', (code, status) => {
    expect(parcelStatus(code)).toBe(status);
  });

  it.each(['2', '3', '102', '103', '105', '106'])(
    'StatusCode %s (deleted, unknown, refused) has no shop status',
    (code) => {
      expect(parcelStatus(code)).toBeNull();
    },
  );
});
