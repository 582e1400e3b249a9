import { randomToken } from '../lib/random';
import type { PaymentProvider } from './provider';

/**
 * No processor is reachable yet: the method and amount are kept on the order and the payment is
 * settled outside the app. The reference only ties the order to this provider.
 */
export const recordOnlyProvider: PaymentProvider = {
  name: 'record-only',
  async record() {
    return { reference: `rec_${randomToken()}` };
  },
};
