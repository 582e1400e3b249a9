import type { PaymentMethod } from '@craft/shared/api/feature-types';

/** What an order hands to the payment provider. Card data beyond the last four digits never gets here. */
export interface PaymentRequest {
  method: PaymentMethod;
  /** Whole euros. */
  amount: number;
  accountLast4: string | null;
  buyerId: number;
  serviceId: number;
}

export interface PaymentRecord {
  /** The provider's reference, stored on the order. */
  reference: string;
}

/**
 * Where a real processor (card acquirer, PayPal, bank transfer matching) plugs in. It must either
 * record the payment or throw an HttpError; the order is only stored after it returns. A refusal
 * is `new HttpError(402, '<reason>', 'payment.declined')`, so the screens can say it in the
 * buyer's language.
 */
export interface PaymentProvider {
  readonly name: string;
  record(request: PaymentRequest): Promise<PaymentRecord>;
}
