/** @jest-environment jsdom */
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { TrackSearchResults, trackSearch } from './search-events';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
const events = () =>
  ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => 'event' in entry && !('0' in entry));

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});

it('a submitted search sends GA4 search with its term; an empty one sends nothing', () => {
  trackSearch('  уд нуар ');
  trackSearch('   ');
  expect(events()).toEqual([{ event: 'search', search_term: 'уд нуар' }]);
});

it('the results page sends view_search_results once per term, not again for a filter or a re-render', () => {
  const page = (term: string) => (
    <StrictMode>
      <TrackSearchResults term={term} />
    </StrictMode>
  );
  const { rerender } = render(page('oud'));
  rerender(page('oud'));
  rerender(page('vanilla'));
  expect(events()).toEqual([
    { event: 'view_search_results', search_term: 'oud' },
    { event: 'view_search_results', search_term: 'vanilla' },
  ]);
});

it('the first event of a page starts the data layer with consent denied', () => {
  delete (window as DataLayerWindow).dataLayer;
  trackSearch('oud');
  const [first] = (window as DataLayerWindow).dataLayer!;
  expect(Array.from(first as unknown as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'default']);
});
