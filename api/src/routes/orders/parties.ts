import { forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/app/auth';

export type Party = 'buyer' | 'seller';

const CODES = {
  Order: { notFound: 'order.not_found', notYours: 'order.not_yours' },
  Offer: { notFound: 'offer.not_found', notYours: 'offer.not_yours' },
} as const;

/**
 * Orders and direct offers are between one buyer and one seller: 404 for an unknown row, 403
 * unless the caller is one of the parties allowed to do this.
 */
export function asParty<T extends { buyer_id: number; seller_id: number }>(
  row: T | undefined,
  user: AuthUser,
  parties: readonly Party[],
  what: keyof typeof CODES,
): T {
  const codes = CODES[what];
  if (!row) throw notFound(`${what} not found`, codes.notFound);
  if (!parties.some((party) => (party === 'buyer' ? row.buyer_id : row.seller_id) === user.id)) {
    throw forbidden(`This ${what.toLowerCase()} belongs to someone else`, codes.notYours);
  }
  return row;
}

/** Which side of the row the caller is (after asParty made sure they are one). */
export function partyOf(row: { buyer_id: number }, user: AuthUser): Party {
  return row.buyer_id === user.id ? 'buyer' : 'seller';
}
