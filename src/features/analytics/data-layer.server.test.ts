import { pushEcommerce } from './data-layer';

it('does nothing while rendering on the server', () => {
  expect(typeof window).toBe('undefined');
  expect(() => pushEcommerce('view_item', { items: [] })).not.toThrow();
});
