import type { OrderCreate, PaymentMethod } from '@craft/shared';

/** What the buyer typed in the 'Payment' dialog. */
export interface PaymentDetails {
  method: PaymentMethod;
  amount: number;
  accountNumber: string;
}

/** The payment fields an order records. */
export type PaymentRecord = Pick<OrderCreate, 'payment_method' | 'amount' | 'account_number'>;

/**
 * Where a real payment processor plugs in: it would tokenise the account with the provider
 * and return a reference. Nothing more than `PaymentRecord` ever reaches our API.
 */
export interface PaymentProvider {
  authorize(details: PaymentDetails): Promise<PaymentRecord>;
}

/** Last four digits only: neither the full number nor a CVV ever leaves the browser. */
export function lastFourDigits(accountNumber: string): string | undefined {
  const digits = accountNumber.replace(/\D/g, '');
  return digits ? digits.slice(-4) : undefined;
}

/** No processor is reachable yet: record the method and amount and the last four digits. */
export const recordOnlyProvider: PaymentProvider = {
  authorize: async ({ method, amount, accountNumber }) => ({
    payment_method: method,
    amount,
    account_number: lastFourDigits(accountNumber),
  }),
};
