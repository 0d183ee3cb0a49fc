import { PARCEL_STATUS_TABLE, parcelState, type ParcelState } from './parcel-status';

/** platform-facts.md's StatusCode list, each with what the shopper reads. */
const TABLE: [code: string, meaning: string, reads: ParcelState][] = [
  ['1', 'created by the sender', { kind: 'step', step: 'packed' }],
  ['2', 'deleted', { kind: 'void', reason: 'deleted' }],
  ['3', 'not found', { kind: 'void', reason: 'not_found' }],
  ['4', "in the sender's city", { kind: 'step', step: 'sent' }],
  ['41', "in the sender's city", { kind: 'step', step: 'sent' }],
  ['5', 'heading to the city', { kind: 'step', step: 'sent' }],
  ['6', 'in the destination city', { kind: 'step', step: 'sent' }],
  ['7', 'at the branch', { kind: 'step', step: 'sent' }],
  ['8', 'at the parcel locker', { kind: 'step', step: 'sent' }],
  ['9', 'received', { kind: 'step', step: 'delivered' }],
  ['10', 'received with cash on delivery', { kind: 'step', step: 'delivered' }],
  ['11', 'received with cash on delivery paid out', { kind: 'step', step: 'delivered' }],
  ['12', 'being packed', { kind: 'step', step: 'packed' }],
  ['101', 'on the way to the recipient', { kind: 'step', step: 'sent' }],
  ['102', 'refused, return ordered', { kind: 'problem', problem: 'returned' }],
  ['103', 'refused by the recipient', { kind: 'problem', problem: 'refused' }],
  ['104', 'address changed', { kind: 'step', step: 'sent' }],
  ['105', 'storage stopped', { kind: 'problem', problem: 'storage_stopped' }],
  ['106', 'received, return-delivery waybill created', { kind: 'step', step: 'delivered' }],
  ['108', 'refused', { kind: 'problem', problem: 'refused' }],
  ['111', 'failed delivery', { kind: 'problem', problem: 'delivery_failed' }],
  ['112', 'delivery date moved', { kind: 'step', step: 'sent' }],
];

describe('Nova Poshta StatusCode → what the shopper reads', () => {
  it.each(TABLE)('%s (%s)', (code, _meaning, reads) => {
    expect(parcelState(code)).toEqual(reads);
  });

  it('covers exactly the codes of the table, no more', () => {
    expect(Object.keys(PARCEL_STATUS_TABLE).sort()).toEqual(TABLE.map(([code]) => code).sort());
  });

  it('takes the code as Nova Poshta sends it: a string, sometimes a number', () => {
    expect(parcelState(9)).toEqual({ kind: 'step', step: 'delivered' });
    expect(parcelState(' 7 ')).toEqual({ kind: 'step', step: 'sent' });
  });

  it('reads a refusal, a return or a failed delivery never as sent', () => {
    for (const code of ['102', '103', '105', '108', '111']) {
      expect(parcelState(code)).not.toEqual({ kind: 'step', step: 'sent' });
    }
  });

  it('leaves a code outside the table to Nova Poshta’s own words', () => {
    expect(parcelState('14')).toEqual({ kind: 'other' });
    expect(parcelState('')).toEqual({ kind: 'other' });
  });
});
