/** @jest-environment jsdom */
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { TrackEvent } from './track-event';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

const events = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => 'event' in entry);

it('a product page sends view_item once, and again only for another product', () => {
  (window as DataLayerWindow).dataLayer = [];
  const view = (id: string) => ({
    currency: 'UAH',
    value: 1200,
    items: [{ item_id: id, item_name: id, price: 1200 }],
  });
  const { rerender } = render(
    <StrictMode>
      <TrackEvent event="view_item" ecommerce={view('AR-007')} />
    </StrictMode>,
  );
  rerender(
    <StrictMode>
      <TrackEvent event="view_item" ecommerce={view('AR-007')} />
    </StrictMode>,
  );
  expect(events()).toHaveLength(1);
  rerender(
    <StrictMode>
      <TrackEvent event="view_item" ecommerce={view('AR-008')} />
    </StrictMode>,
  );
  expect(events().map((e) => (e.ecommerce as { items: { item_id: string }[] }).items[0].item_id)).toEqual([
    'AR-007',
    'AR-008',
  ]);
});
