import { MissingIdError, NotFoundError, parseId, requireId } from './not-found';

describe('requireId: an id from a URL, as the API parses one', () => {
  it('takes plain positive whole numbers up to the largest id', () => {
    expect(requireId('7')).toBe(7);
    expect(requireId(7)).toBe(7);
    expect(requireId('2147483647')).toBe(2_147_483_647);
  });

  it('a huge, garbled or missing id names no record: a 404 page, not a page of the API\'s 400', () => {
    for (const value of ['99999999999', '2147483648', '0', '-3', '1.5', '1e3', ' 1', '0x10', 'abc', 2_147_483_648]) {
      expect(() => requireId(value)).toThrow(NotFoundError);
    }
    expect(() => requireId(undefined)).toThrow(MissingIdError);
  });
});

describe('parseId: the same rule for a screen that shows its own "not found"', () => {
  it('gives the id, or null where requireId refuses', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    for (const value of ['99999999999', '2147483648', '0', '-3', '1.5', ' 1', '0x10', '', null, undefined]) {
      expect(parseId(value)).toBeNull();
    }
  });
});
