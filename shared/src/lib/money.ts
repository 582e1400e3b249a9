/**
 * Amounts of money as people type them, German or English. Plain code without zod, so a form can
 * turn what was typed into the number it sends without loading the schemas.
 *
 * The rule, for a string (surrounding spaces are ignored):
 * - digits only: `4500`;
 * - one separator (`.` or `,`) followed by exactly three digits groups thousands: `2.100` and
 *   `2,100` are 2100 (German users write `2.100` for two thousand one hundred);
 * - one separator followed by one or two digits is the decimal mark: `12,50` and `12.50` are 12.5;
 * - both separators: the last one is the decimal mark (one or two digits after it), the other
 *   groups thousands in threes: `2.100,00` and `1,234.56`;
 * - anything else is not an amount: empty, signs, exponents (`1e3`), hex (`0x10`), spaces inside,
 *   currency signs, mixed or misplaced groups (`1.23.456`, `1.2345`).
 * A JSON number is taken as it is when finite. null, booleans, arrays and objects are not amounts.
 */
const DIGITS = /^\d+$/;
const GROUPED = (mark: '.' | ',') => new RegExp(`^\\d{1,3}(?:\\${mark}\\d{3})+$`);
const GROUPED_DOT = GROUPED('.');
const GROUPED_COMMA = GROUPED(',');
const DECIMALS = /^\d{1,2}$/;

/** The integer part of an amount: plain digits, or thousands grouped with `group`. */
function integerPart(text: string, group: '.' | ','): string | null {
  if (DIGITS.test(text)) return text;
  if ((group === '.' ? GROUPED_DOT : GROUPED_COMMA).test(text)) return text.split(group).join('');
  return null;
}

/** The amount a string stands for, or null when it is not one by the rule above. */
export function parseMoneyText(raw: string): number | null {
  const text = raw.trim();
  if (DIGITS.test(text)) return Number(text);
  if (GROUPED_DOT.test(text) || GROUPED_COMMA.test(text)) return Number(text.replace(/[.,]/g, ''));
  const at = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (at === -1) return null;
  const tail = text.slice(at + 1);
  if (!DECIMALS.test(tail)) return null;
  // Before the decimal mark only the other separator may appear, grouping thousands.
  const whole = integerPart(text.slice(0, at), text[at] === '.' ? ',' : '.');
  return whole === null ? null : Number(`${whole}.${tail}`);
}

/** A JSON value as an amount: finite numbers as they are, strings by parseMoneyText; null otherwise. */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseMoneyText(value);
  return null;
}
