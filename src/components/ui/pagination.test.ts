import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows the ends and the neighbours of the current page, with gaps (0) between', () => {
    expect(pageWindow(6, 12)).toEqual([1, 0, 5, 6, 7, 0, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 0, 12]);
    expect(pageWindow(12, 12)).toEqual([1, 0, 11, 12]);
  });

  it('a single page needs no gap', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
