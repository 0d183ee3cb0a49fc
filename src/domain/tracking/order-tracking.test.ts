import type { ParcelReport } from './parcel-status';
import { orderStatusWord, stepProgress, trackingState } from './order-tracking';
import { TRACKING_STEPS } from './parcel-status';

const parcel = (statusCode: string): ParcelReport => ({
  number: '20450000000013',
  statusCode,
  statusText: '',
  createdAt: null,
  scheduledAt: null,
  arrivedAt: null,
  receivedAt: null,
  city: '',
  warehouse: '',
});

describe('the order’s tracking state', () => {
  it('reads as packed before there is a TTN', () => {
    for (const orderStatus of ['processing', 'on-hold']) {
      expect(trackingState({ orderStatus, waybill: null, parcel: null })).toEqual({
        kind: 'step',
        step: 'packed',
      });
    }
  });

  it('reads as its WooCommerce status when pending, cancelled, refunded or failed', () => {
    for (const orderStatus of ['pending', 'cancelled', 'refunded', 'failed']) {
      expect(trackingState({ orderStatus, waybill: null, parcel: null })).toEqual({
        kind: 'order',
        status: orderStatus,
      });
    }
  });

  it('reads a completed order without a TTN (sent by e-mail) as delivered', () => {
    expect(trackingState({ orderStatus: 'completed', waybill: null, parcel: null })).toEqual({
      kind: 'step',
      step: 'delivered',
    });
  });

  it('follows the parcel once there is a TTN', () => {
    const state = (code: string) =>
      trackingState({ orderStatus: 'processing', waybill: '20450000000013', parcel: parcel(code) });
    expect(state('12')).toEqual({ kind: 'step', step: 'packed' });
    expect(state('5')).toEqual({ kind: 'step', step: 'sent' });
    expect(state('9')).toEqual({ kind: 'step', step: 'delivered' });
    expect(state('103')).toEqual({ kind: 'problem', problem: 'refused' });
    expect(state('102')).toEqual({ kind: 'problem', problem: 'returned' });
    expect(state('111')).toEqual({ kind: 'problem', problem: 'delivery_failed' });
    expect(state('14')).toEqual({ kind: 'carrier' });
  });

  it('reads a deleted or unknown waybill as if there were no TTN yet', () => {
    expect(trackingState({ orderStatus: 'processing', waybill: '1', parcel: parcel('3') })).toEqual({
      kind: 'step',
      step: 'packed',
    });
    expect(trackingState({ orderStatus: 'pending', waybill: '1', parcel: parcel('2') })).toEqual({
      kind: 'order',
      status: 'pending',
    });
  });

  it('keeps a cancelled, refunded or failed order so whatever the parcel does', () => {
    expect(trackingState({ orderStatus: 'refunded', waybill: '1', parcel: parcel('9') })).toEqual({
      kind: 'order',
      status: 'refunded',
    });
  });

  it('leaves it to Nova Poshta’s words when Nova Poshta could not be asked', () => {
    expect(trackingState({ orderStatus: 'processing', waybill: '1', parcel: null })).toEqual({
      kind: 'carrier',
    });
  });
});

describe('order status words and step progress', () => {
  it('names the statuses WooCommerce has and calls the rest other', () => {
    expect(orderStatusWord('on-hold')).toBe('on-hold');
    expect(orderStatusWord('checkout-draft')).toBe('other');
  });

  it('marks the steps before the current one done and the rest ahead', () => {
    expect(stepProgress(TRACKING_STEPS, 'sent').map((s) => s.progress)).toEqual(['done', 'current', 'ahead']);
  });
});
