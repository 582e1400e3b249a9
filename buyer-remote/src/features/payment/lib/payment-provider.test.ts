import { lastFourDigits, recordOnlyProvider } from './payment-provider';

describe('payment provider (no processor: store at most the last four digits)', () => {
  it('keeps only the last four digits of an account number', () => {
    expect(lastFourDigits('DE89 3704 0044 0532 0130 00')).toBe('3000');
    expect(lastFourDigits('4111-1111-1111-1234')).toBe('1234');
    expect(lastFourDigits('')).toBeUndefined();
  });

  it('records the method and amount and never the full number', async () => {
    const record = await recordOnlyProvider.authorize({
      method: 'bank-transfer',
      amount: 249,
      accountNumber: '4111111111111234',
    });
    expect(record).toEqual({ payment_method: 'bank-transfer', amount: 249, account_number: '1234' });
  });
});
