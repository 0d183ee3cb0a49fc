import { arrayOf, boolean, INVALID, int, nullable, number, object, oneOf, optional, string } from './read';

describe('readers of stored values', () => {
  it('numbers: integers within bounds; finite numbers above or from a minimum', () => {
    expect([int(1)(1), int(1)(0), int(1)(1.5), int(0, 10)(11), int(0)('3')]).toEqual([
      1,
      INVALID,
      INVALID,
      INVALID,
      INVALID,
    ]);
    expect(int(0)(Number.MAX_SAFE_INTEGER + 1)).toBe(INVALID);
    expect([number(0)(0), number(0, { aboveMin: true })(0), number(0)(Infinity), number(0)(NaN)]).toEqual([
      0,
      INVALID,
      INVALID,
      INVALID,
    ]);
  });

  it('booleans: true and false only', () => {
    expect([boolean(true), boolean(false), boolean('true'), boolean(1), boolean(null)]).toEqual([
      true,
      false,
      INVALID,
      INVALID,
      INVALID,
    ]);
  });

  it('strings by length, and one of a list', () => {
    expect([string(3)('abc'), string(3)('abcd'), string(10, 1)(''), string()(5)]).toEqual([
      'abc',
      INVALID,
      INVALID,
      INVALID,
    ]);
    expect([oneOf(['a', 6])('a'), oneOf(['a', 6])(6), oneOf(['a', 6])('6')]).toEqual(['a', 6, INVALID]);
  });

  it('objects: a clean copy without unknown keys; a missing required key or a bad field fails it', () => {
    const read = object({ id: int(1), note: optional(string()), parent: nullable(int(1)) });
    expect(read({ id: 2, parent: null, extra: '<script>' })).toEqual({ id: 2, parent: null });
    expect(read({ id: 2, note: 'x', parent: 3 })).toEqual({ id: 2, note: 'x', parent: 3 });
    expect(read({ id: 2 })).toBe(INVALID);
    expect(read({ id: 2, note: 4, parent: null })).toBe(INVALID);
    expect([read(null), read([]), read('x')]).toEqual([INVALID, INVALID, INVALID]);
  });

  it('arrays: every item must read', () => {
    expect(arrayOf(int(0))([1, 2])).toEqual([1, 2]);
    expect(arrayOf(int(0))([1, -2])).toBe(INVALID);
    expect(arrayOf(int(0))({ length: 0 })).toBe(INVALID);
  });
});
