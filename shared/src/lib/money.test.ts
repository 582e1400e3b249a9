import { z } from 'zod';
import { parseMoney, parseMoneyText } from './money';
import { quantityField } from '../schemas/orders';
import { radiusField } from '../schemas/search';
import { priceField } from '../schemas/services';

describe('parseMoneyText: German and English amounts', () => {
  it.each([
    ['4500', 4500],
    ['0', 0],
    [' 42 ', 42],
    ['2.100', 2100],
    ['2,100', 2100],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['2.100,00', 2100],
    ['2,100.00', 2100],
    ['12,50', 12.5],
    ['12.50', 12.5],
    ['1,5', 1.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234,5', 1234.5],
  ])('%j is %d', (text, amount) => {
    expect(parseMoneyText(text)).toBe(amount);
  });

  it.each(['', ' ', '0x10', '1e3', '-5', '+5', '12 000', '€ 12', '12€', '1.2345', '1.23.456', '1,234,56', '1.234.56,7', '1,234.567', '.50', '50.', 'Infinity', 'NaN', '１２'])(
    '%j is no amount',
    (text) => {
      expect(parseMoneyText(text)).toBeNull();
    },
  );
});

describe('parseMoney: JSON values', () => {
  it('takes finite numbers as they are', () => {
    expect(parseMoney(2100)).toBe(2100);
    expect(parseMoney(12.5)).toBe(12.5);
  });

  it.each([null, undefined, true, false, [], [12], {}, Number.NaN, Number.POSITIVE_INFINITY])('%p is no amount', (value) => {
    expect(parseMoney(value)).toBeNull();
  });
});

describe('priceField: whole euros, never a coerced non-number', () => {
  it.each([null, '', ' ', false, true, [], [5], {}, '0x10', '1e3', '12,50', 1.5, -1, '-1'])('refuses %p', (value) => {
    expect(priceField.safeParse(value).success).toBe(false);
  });

  it.each([
    [2100, 2100],
    ['2.100', 2100],
    ['2.100,00', 2100],
    ['2,100.00', 2100],
    ['4500', 4500],
    [0, 0],
  ])('reads %p as %d', (value, amount) => {
    expect(priceField.parse(value)).toBe(amount);
  });
});

describe('quantityField and radiusField: whole counts, never a coerced non-number', () => {
  it.each([null, '', true, false, [], [3], '0x10', '1e2', '2.5', 2.5])('refuse %p', (value) => {
    expect(quantityField.safeParse(value).success).toBe(false);
    expect(radiusField.safeParse(value).success).toBe(false);
  });

  it.each([[3, 3], ['3', 3], [' 40 ', 40]])('read %p as %d', (value, count) => {
    expect(quantityField.parse(value)).toBe(count);
    expect(radiusField.parse(value)).toBe(count);
  });
});

describe('the documented pattern of a money or count string is exactly what the field accepts', () => {
  /** Every string of up to `length` characters over `alphabet`. */
  const strings = (alphabet: string[], length: number): string[] =>
    length === 0 ? [''] : [...strings(alphabet, length - 1), ...strings(alphabet, length - 1).filter((s) => s.length === length - 1).flatMap((s) => alphabet.map((c) => s + c))];
  const candidates = [
    ...new Set(strings(['0', '1', '2', '9', '.', ',', ' '], 5)),
    '10000000', '10000001', '010000000', '10.000.000', '10.000.001', '9.999.999', '09.999.999', '10,000,000.00', '1.234.567,0', '99999999',
    '200', '201', '000000200', '0000000200', '100000', '100001', '0099999',
  ];
  const documented = (field: z.ZodType) => {
    const { anyOf } = z.toJSONSchema(field, { io: 'input' }) as { anyOf: Array<{ type: string; pattern?: string }> };
    return new RegExp(anyOf.find((branch) => branch.type === 'string')?.pattern ?? '(?!)', 'u');
  };

  it.each([
    ['priceField', priceField],
    ['quantityField', quantityField],
    ['radiusField', radiusField],
  ] as const)('%s', (_name, field) => {
    const pattern = documented(field);
    const disagree = candidates.filter((text) => pattern.test(text) !== field.safeParse(text).success);
    expect(disagree).toEqual([]);
  });
});
