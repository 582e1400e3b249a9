import type { DirectOffer, Order, PaymentMethod } from '@craft/shared';

export type OfferKind = 'order' | 'offer';

/** Orders and direct offers in one shape, so one row and one detail page show both. */
export interface BuyerOffer {
  kind: OfferKind;
  id: number;
  /** The ordered service; null for a direct offer. */
  serviceTitle: string | null;
  buyerId: number;
  buyerName: string | null;
  description: string | null;
  hasDocument: boolean;
  status: string;
  createdAt: string;
  amount: number | null;
  paymentMethod: PaymentMethod | null;
}

export function fromOrder(order: Order): BuyerOffer {
  return {
    kind: 'order',
    id: order.id,
    serviceTitle: order.service_title,
    buyerId: order.buyer_id,
    buyerName: order.buyer_name,
    description: order.description,
    hasDocument: order.has_document,
    status: order.status,
    createdAt: order.created_at,
    amount: order.amount,
    paymentMethod: order.payment_method,
  };
}

export function fromDirectOffer(offer: DirectOffer): BuyerOffer {
  return {
    kind: 'offer',
    id: offer.id,
    serviceTitle: null,
    buyerId: offer.buyer_id,
    buyerName: offer.buyer_name,
    description: offer.description,
    hasDocument: offer.has_document,
    status: offer.status,
    createdAt: offer.created_at,
    amount: null,
    paymentMethod: null,
  };
}

/** Only a pending order or offer can be accepted or rejected (once). */
export const isOpen = (offer: BuyerOffer) => offer.status === 'pending';
