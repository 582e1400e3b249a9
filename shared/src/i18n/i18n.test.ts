import { formatLongDate, formatPrice, formatPriceInput, initialLanguage } from '.';
import { parseMoneyText } from '../lib/money';

describe('the first language', () => {
  const languages = (list: string[]) => jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('follows the browser: German for de*, English otherwise', () => {
    languages(['de-DE', 'en']);
    expect(initialLanguage()).toBe('de');
    languages(['de-AT']);
    expect(initialLanguage()).toBe('de');
    languages(['en-US', 'de']);
    expect(initialLanguage()).toBe('en');
    languages(['fr-FR']);
    expect(initialLanguage()).toBe('en');
  });

  it('keeps a choice once made, whatever the browser says', () => {
    languages(['de-DE']);
    window.localStorage.setItem('craft.language', 'en');
    expect(initialLanguage()).toBe('en');
    window.localStorage.setItem('craft.language', 'xx');
    expect(initialLanguage()).toBe('de');
  });
});

describe('locale formats', () => {
  it('German prices and dates through Intl; English keeps the spec forms', () => {
    expect(formatPrice(1590, 'de')).toBe('1.590\u00a0€');
    expect(formatPrice(1590, 'en')).toBe('1590€');
    expect(formatLongDate('2026-11-23T10:00:00Z', 'de')).toBe('23. November 2026');
    expect(formatLongDate('2026-11-23T10:00:00Z', 'en')).toBe('November 23, 2026');
    expect(formatLongDate('not a date', 'de')).toBe('');
    expect(formatLongDate(null, 'en')).toBe('');
  });

  it('a price field shows a stored amount the way formatPrice does, and reads it back as the same amount', () => {
    expect(formatPriceInput(2100, 'de')).toBe('2.100');
    expect(formatPriceInput(45, 'de')).toBe('45');
    expect(formatPriceInput(2100, 'en')).toBe('2100');
    for (const amount of [1, 999, 2100, 1_234_567]) {
      expect(parseMoneyText(formatPriceInput(amount, 'de'))).toBe(amount);
      expect(parseMoneyText(formatPriceInput(amount, 'en'))).toBe(amount);
    }
  });
});
