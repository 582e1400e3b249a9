import type { DirectOffer, Order, PartyContact, PaymentMethod, PaymentStatus } from '@craft/shared';

export type OfferKind = 'order' | 'offer';

/** Orders and direct offers in one shape, so one row and one detail page show both. */
export interface BuyerOffer {
  kind: OfferKind;
  id: number;
  /** The ordered service, or the service a direct offer is about; null for an offer about none. */
  serviceTitle: string | null;
  buyerId: number;
  buyerName: string | null;
  description: string | null;
  hasDocument: boolean;
  status: string;
  createdAt: string;
  /** An order's amount; a direct offer's current price (the customer's, or the counter). */
  amount: number | null;
  paymentMethod: PaymentMethod | null;
  /** Orders only: whether the craftsman has marked the money as received. */
  paymentStatus: PaymentStatus | null;
  /** Why it was rejected, cancelled or withdrawn. */
  reason: string | null;
  /** The customer's contact, once an order is accepted (shared both ways). */
  contact: PartyContact | null;
  /** The order an accepted direct offer placed; null for an order itself. */
  orderId: number | null;
  /** A direct offer's version as shown: accepting sends it, so a changed offer is not accepted unseen. Null for an order. */
  version: number | null;
  /** The steps so far, oldest first, as lines for the detail page. */
  history: ReadonlyArray<{ event: string; by: string; at: string; note: string | null; price: number | null }>;
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
    paymentStatus: order.payment_status,
    reason: order.reason,
    contact: order.counterpart_contact,
    orderId: null,
    version: null,
    history: order.history.map((step) => ({ event: step.event, by: step.by, at: step.at, note: step.reason, price: step.price })),
  };
}

export function fromDirectOffer(offer: DirectOffer): BuyerOffer {
  const withdrawnOrRejected = [...offer.history].reverse().find((step) => step.event === 'rejected' || step.event === 'withdrawn');
  return {
    kind: 'offer',
    id: offer.id,
    serviceTitle: offer.service_title,
    buyerId: offer.buyer_id,
    buyerName: offer.buyer_name,
    description: offer.description,
    hasDocument: offer.has_document,
    status: offer.status,
    createdAt: offer.created_at,
    amount: offer.agreed_price ?? offer.counter_price ?? offer.price,
    paymentMethod: offer.payment_method,
    paymentStatus: null,
    reason: withdrawnOrRejected?.message ?? null,
    contact: null,
    orderId: offer.order_id,
    version: offer.version,
    history: offer.history.map((step) => ({ event: step.event, by: step.by, at: step.at, note: step.message, price: step.price })),
  };
}

/** A step the craftsman can take now. */
export type JobStep = 'accept' | 'reject' | 'counter' | 'work-done' | 'payment-received' | 'cancel';

/** What the craftsman may do with this order or offer in its current state; nothing greyed out, just what applies. */
export function stepsFor(offer: BuyerOffer): JobStep[] {
  if (offer.kind === 'offer') return offer.status === 'pending' ? ['accept', 'counter', 'reject'] : [];
  const steps: JobStep[] = [];
  if (offer.status === 'pending') steps.push('accept', 'reject');
  if (offer.status === 'accepted') steps.push('work-done');
  if (['accepted', 'work_done', 'completed'].includes(offer.status) && offer.paymentStatus === 'open') steps.push('payment-received');
  if (offer.status === 'accepted' || offer.status === 'work_done') steps.push('cancel');
  return steps;
}

/** Where a job stands in the craftsman's "Jobs"; `won` holds quotation requests only. */
export type JobStage = 'incoming' | 'active' | 'won' | 'done';

/** Incoming waits for the craftsman, active for the work or the customer, done is decided or finished. */
export function stageOf(offer: BuyerOffer): Exclude<JobStage, 'won'> {
  if (offer.status === 'pending') return 'incoming';
  if (offer.kind === 'order') return offer.status === 'accepted' || offer.status === 'work_done' ? 'active' : 'done';
  return offer.status === 'countered' ? 'active' : 'done';
}
