import { recordOnlyProvider } from './payment-provider';

describe('payment provider (no processor: nothing is charged on the site)', () => {
  it('records the method and the amount shown, and no account data', async () => {
    const record = await recordOnlyProvider.authorize({ method: 'bank-transfer', amount: 249 });
    expect(record).toEqual({ payment_method: 'bank-transfer', amount: 249 });
  });
});
