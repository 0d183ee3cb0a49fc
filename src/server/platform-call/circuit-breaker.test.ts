import { createCircuitBreaker } from './circuit-breaker';

/* A platform that did not answer counts as down for the pause, then one trial call decides. */

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const pause = () => 5_000;

it('lets calls through until a read gets no answer, then refuses them for the pause', () => {
  const breaker = createCircuitBreaker('WooCommerce', pause);
  expect(breaker.admit(0)).toBe('up');
  breaker.report('up', 'no-answer', 1_000);
  expect(breaker.admit(1_001)).toBe('down');
  expect(breaker.admit(5_999)).toBe('down');
  expect(console.warn).toHaveBeenCalledTimes(1);
});

it('after the pause lets one trial through; the others wait for its verdict', () => {
  const breaker = createCircuitBreaker('WooCommerce', pause);
  breaker.report('up', 'no-answer', 0);
  expect(breaker.admit(5_000)).toBe('trial');
  expect(breaker.admit(5_001)).toBe('down');
  breaker.report('trial', 'answered', 5_100);
  expect(breaker.admit(5_101)).toBe('up');
});

it('a trial without an answer starts another pause; one that says nothing lets the next call try', () => {
  const breaker = createCircuitBreaker('WordPress', pause);
  breaker.report('up', 'no-answer', 0);
  expect(breaker.admit(5_000)).toBe('trial');
  breaker.report('trial', 'no-answer', 10_000);
  expect(breaker.admit(14_999)).toBe('down');
  expect(breaker.admit(15_000)).toBe('trial');
  breaker.report('trial', 'unknown', 15_001);
  expect(breaker.admit(15_002)).toBe('trial');
  expect(console.warn).toHaveBeenCalledTimes(1);
});

it('with a pause of 0 never counts the platform down', () => {
  const breaker = createCircuitBreaker('WooCommerce', () => 0);
  breaker.report('up', 'no-answer', 0);
  expect(breaker.admit(1)).toBe('up');
});
