import { owned, type Refusals } from '../../lib/owned';
import type { AuthUser } from '../../plugins/app/auth';

export type Party = 'buyer' | 'seller';

const REFUSALS = {
  Order: { notFound: ['Order not found', 'order.not_found'], notYours: ['This order belongs to someone else', 'order.not_yours'] },
  Offer: { notFound: ['Price proposal not found', 'offer.not_found'], notYours: ['This price proposal belongs to someone else', 'offer.not_yours'] },
} as const satisfies Record<string, Refusals>;

/**
 * Orders and direct offers are between one buyer and one seller: 404 for an unknown row, 403
 * unless the caller is one of the parties allowed to do this.
 */
export function asParty<T extends { buyer_id: number; seller_id: number }>(
  row: T | undefined,
  user: AuthUser,
  parties: readonly Party[],
  what: keyof typeof REFUSALS,
): T {
  return owned(row, (found) => parties.some((party) => (party === 'buyer' ? found.buyer_id : found.seller_id) === user.id), REFUSALS[what]);
}

/** Which side of the row the caller is (after asParty made sure they are one). */
export function partyOf(row: { buyer_id: number }, user: AuthUser): Party {
  return row.buyer_id === user.id ? 'buyer' : 'seller';
}
