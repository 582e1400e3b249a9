import type { OrderCreate, PaymentMethod } from '@craft/shared';

/** What the order will cost, as the page showed it. */
export interface PaymentDetails {
  method: PaymentMethod;
  amount: number;
}

/** The payment fields an order records. */
export type PaymentRecord = Pick<OrderCreate, 'payment_method' | 'amount'>;

/**
 * Where a real payment processor plugs in later: it would take the payment (or a deposit) and
 * return its reference. Nothing more than `PaymentRecord` ever reaches our API.
 */
export interface PaymentProvider {
  authorize(details: PaymentDetails): Promise<PaymentRecord>;
}

/**
 * No processor yet, and nothing is charged on the site: the buyer pays the craftsman after
 * the work by the chosen method. The method and the amount the page showed are recorded; the API
 * refuses an amount that is not the service's price × quantity.
 */
export const recordOnlyProvider: PaymentProvider = {
  authorize: async ({ method, amount }) => ({ payment_method: method, amount }),
};
