/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TrackedCard } from './tracked-card';
import { ViewItemListTracker } from './view-item-list-tracker';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** jsdom has no layout; the test says when a card comes on screen. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(node: Element) {
    observed.set(node, this.callback);
  }
  disconnect() {
    for (const [node, callback] of observed) if (callback === this.callback) observed.delete(node);
  }
}

function scrollIntoView(name: string) {
  const node = screen.getByRole('link', { name }).closest('div')!;
  const callback = observed.get(node);
  act(() =>
    callback?.(
      [{ isIntersecting: true, target: node } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

function Grid({ pageView = '/catalog/women' }: { pageView?: string }) {
  return (
    <ViewItemListTracker pageView={pageView}>
      {['Amber Noir', 'Citrus Bloom', 'Vetiver'].map((name, index) => (
        <TrackedCard
          key={name}
          item={{ item_id: `SKU-${index}`, item_name: name, index }}
          listId="women"
          listName="Women"
        >
          <a href={`/${index}`}>{name}</a>
          <button type="button">Add {name} to cart</button>
        </TrackedCard>
      ))}
    </ViewItemListTracker>
  );
}

const events = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => 'event' in entry);

describe('TrackedCard in a ViewItemListTracker', () => {
  beforeAll(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  beforeEach(() => {
    jest.useFakeTimers();
    (window as DataLayerWindow).dataLayer = [];
    observed.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('cards scrolled past within 500 ms make one view_item_list, each item once', () => {
    render(<Grid />);
    scrollIntoView('Citrus Bloom');
    scrollIntoView('Amber Noir');
    act(() => jest.advanceTimersByTime(300));
    scrollIntoView('Amber Noir');
    expect(events()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(500));
    expect(events()).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_id: 'women',
          item_list_name: 'Women',
          items: [
            expect.objectContaining({ item_id: 'SKU-0', index: 0 }),
            expect.objectContaining({ item_id: 'SKU-1', index: 1 }),
          ],
        },
      },
    ]);
  });

  it('following a card link sends select_item; its add-to-cart button does not', () => {
    render(<Grid />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Vetiver to cart' }));
    expect(events()).toHaveLength(0);
    fireEvent.click(screen.getByRole('link', { name: 'Vetiver' }));
    expect(events()).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          item_list_id: 'women',
          item_list_name: 'Women',
          items: [
            {
              item_id: 'SKU-2',
              item_name: 'Vetiver',
              index: 2,
              item_list_id: 'women',
              item_list_name: 'Women',
            },
          ],
        },
      },
    ]);
    expect((window as DataLayerWindow).dataLayer?.at(-2)).toEqual({ ecommerce: null });
  });

  it('a new URL (filter change) reports the cards still on screen again', () => {
    const { rerender } = render(<Grid />);
    scrollIntoView('Amber Noir');
    rerender(<Grid pageView="/catalog/women?sort=popularity" />);
    scrollIntoView('Amber Noir');
    // The old page's batch goes out at once, the new page's after the delay.
    expect(events()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(500));
    expect(events()).toHaveLength(2);
  });
});
