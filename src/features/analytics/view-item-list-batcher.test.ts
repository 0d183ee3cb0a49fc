import { createViewItemListBatcher } from './view-item-list-batcher';

const women = { listId: 'women', listName: 'Жіночі аромати' };
const men = { listId: 'men', listName: 'Чоловічі аромати' };
const item = (id: string, index: number) => ({ item_id: id, item_name: id, index });

describe('view_item_list batching', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('cards seen within 500 ms of each other are one event, sent 500 ms after the last', () => {
    const send = jest.fn();
    const batcher = createViewItemListBatcher(send);
    batcher.add(women, item('b', 1));
    jest.advanceTimersByTime(400);
    batcher.add(women, item('a', 0));
    jest.advanceTimersByTime(400);
    batcher.add(women, item('c', 2));
    jest.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual(women);
    expect(send.mock.calls[0][1].map((i: { item_id: string }) => i.item_id)).toEqual(['a', 'b', 'c']);
    expect(send.mock.calls[0][1][0]).toMatchObject({
      item_list_id: 'women',
      item_list_name: 'Жіночі аромати',
    });
  });

  it('reports each item once per list per page view', () => {
    const send = jest.fn();
    const batcher = createViewItemListBatcher(send);
    expect(batcher.add(women, item('a', 0), '/catalog/women')).toBe(true);
    jest.advanceTimersByTime(500);
    expect(batcher.add(women, item('a', 0), '/catalog/women')).toBe(false);
    expect(batcher.add(men, item('a', 0), '/catalog/women')).toBe(true);
    jest.advanceTimersByTime(500);
    expect(send).toHaveBeenCalledTimes(2);
    expect(batcher.add(women, item('a', 0), '/catalog/women?sort=popularity')).toBe(true);
  });

  it('a new page view sends what is pending at once; flush sends early', () => {
    const send = jest.fn();
    const batcher = createViewItemListBatcher(send);
    batcher.add(women, item('a', 0), '/catalog/women');
    batcher.add(women, item('b', 1), '/catalog/women?page=2');
    expect(send).toHaveBeenCalledTimes(1);
    batcher.flush();
    expect(send).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lists seen together are sent as one event each', () => {
    const send = jest.fn();
    const batcher = createViewItemListBatcher(send);
    batcher.add(women, item('a', 0));
    batcher.add(men, item('b', 0));
    jest.advanceTimersByTime(500);
    expect(send.mock.calls.map(([list]) => list.listId)).toEqual(['women', 'men']);
  });
});
