import type { Kysely } from 'kysely';
import type { PaymentMethod } from '@craft/shared/api/feature-types';
import type { Database } from '../../db/types';
import type { PaymentProvider } from '../../payments/provider';
import type { Party } from './parties';
import { insertOrder, setPaymentReference } from './queries';

/** A price both sides agreed on (a direct offer, an answer to a quotation request), and where it came from. */
interface AgreedOrder {
  serviceId: number;
  sellerId: number;
  buyerId: number;
  paymentMethod: PaymentMethod;
  /** The agreed price, read by the server from what was agreed, never from the request. */
  price: number;
  description: string | null;
  /** Who accepted last, which made the price agreed. */
  acceptedBy: Party;
  source: { direct_offer_id: number } | { quotation_answer_id: number };
}

/**
 * Places the order an agreement makes, inside the agreement's transaction: already accepted, the
 * price for the whole job (whatever unit the service is listed in), its payment recorded with the
 * provider. Returns the order's id.
 */
export async function placeAgreedOrder(trx: Kysely<Database>, payments: PaymentProvider, agreed: AgreedOrder): Promise<number> {
  const { price } = agreed;
  const orderId = await insertOrder(
    trx,
    {
      service_id: agreed.serviceId,
      seller_id: agreed.sellerId,
      buyer_id: agreed.buyerId,
      payment_method: agreed.paymentMethod,
      payment_reference: '',
      quantity: 1,
      unit_price: price,
      amount: price,
      price_unit: 'job',
      account_last4: null,
      description: agreed.description,
      document_id: null,
      status: 'accepted',
      direct_offer_id: 'direct_offer_id' in agreed.source ? agreed.source.direct_offer_id : null,
      ...('quotation_answer_id' in agreed.source && { quotation_answer_id: agreed.source.quotation_answer_id }),
    },
    [
      { event: 'requested', actor: 'buyer', price },
      { event: 'accepted', actor: agreed.acceptedBy, price },
    ],
  );
  const payment = await payments.record({ method: agreed.paymentMethod, amount: price, accountLast4: null, buyerId: agreed.buyerId, serviceId: agreed.serviceId });
  await setPaymentReference(trx, orderId, payment.reference);
  return orderId;
}
