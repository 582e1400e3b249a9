import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/app/auth';

export type Party = 'buyer' | 'seller';

/**
 * Orders and direct offers are between one buyer and one seller: 404 for an unknown row, 403
 * unless the caller is one of the parties allowed to do this.
 */
export function asParty<T extends { buyer_id: number; seller_id: number }>(
  row: T | undefined,
  user: AuthUser,
  parties: readonly Party[],
  what: string,
): T {
  if (!row) throw notFound(`${what} not found`);
  if (!parties.some((party) => (party === 'buyer' ? row.buyer_id : row.seller_id) === user.id)) {
    throw forbidden(`This ${what.toLowerCase()} belongs to someone else`);
  }
  return row;
}

/** A seller's decision on a pending row: the decisions and the status each one leads to. */
export const DECISIONS = { accept: 'accepted', reject: 'rejected' } as const;

/**
 * Moves a pending order or offer on. The status condition sits in the UPDATE itself, so of two
 * racing decisions one wins and the other gets the 409.
 */
export async function moveFromPending(
  db: Kysely<Database>,
  table: 'orders' | 'direct_offers',
  id: number,
  status: 'accepted' | 'rejected' | 'cancelled',
  what: string,
): Promise<void> {
  const result = await db
    .updateTable(table)
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict(`This ${what.toLowerCase()} is no longer pending`);
}
