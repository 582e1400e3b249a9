import type { Insertable, Kysely, Transaction } from 'kysely';
import { MAIL_GROUPS, NOTIFICATION_KINDS, type MailGroup, type MailPreferences, type Notification, isNotificationKind, notificationKind } from '@craft/shared/api/notification-types';
import type { Database, NotificationsTable, UserRow } from '../../db/types';
import { iso } from '../../lib/time';
import { displayName, fullName } from '../sellers/names';
import { UnknownPostcodeError, sellersCovering } from '../search/postcode';

type Db = Kysely<Database> | Transaction<Database>;

export type NewNotification = Insertable<NotificationsTable>;

/**
 * The database takes any kind (no CHECK, so a new kind needs no migration): the shared table of
 * kinds is the check, and names what a kind is about (the bell's link is built from it).
 */
export async function insertNotification(db: Db, row: NewNotification): Promise<number> {
  if (!isNotificationKind(row.kind)) throw new Error(`insertNotification: unknown notification kind ${JSON.stringify(row.kind)}`);
  const { subject } = notificationKind(row.kind);
  if (row.subject_type !== subject) throw new Error(`insertNotification: ${row.kind} is about subject type ${subject}, not ${row.subject_type}`);
  const inserted = await db.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** How people are named to others: craftsmen by their display name, customers by first and last name. */
export function partyName(user: { role: UserRow['role']; firstname: string; lastname: string; company_name: string | null }): string {
  return user.role === 'seller' ? displayName(user) : fullName(user);
}

/**
 * A user's notifications, newest first: the page before `before` (an id), or those with `ids`.
 * The actor's name is read now, so a deleted account reads "Former customer/craftsman".
 */
export async function listNotifications(
  db: Db,
  userId: number,
  page: { before?: number; size?: number; ids?: number[] } = {},
): Promise<Notification[]> {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .select(['n.id', 'n.kind', 'n.subject_type', 'n.subject_id', 'n.title', 'n.price', 'n.reason', 'n.created_at', 'n.read_at'])
    .select(['a.role', 'a.firstname', 'a.lastname', 'a.company_name'])
    .where('n.user_id', '=', userId)
    // Rows of a kind this code does not know (written by a newer version, then rolled back) stay unlisted.
    .where('n.kind', 'in', NOTIFICATION_KINDS);
  if (page.before !== undefined) query = query.where('n.id', '<', page.before);
  if (page.ids) query = query.where('n.id', 'in', page.ids);
  if (page.size !== undefined) query = query.limit(page.size);
  const rows = await query.orderBy('n.id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subject: { type: row.subject_type, id: row.subject_id },
    actor_name: row.role ? partyName({ role: row.role, firstname: row.firstname ?? '', lastname: row.lastname ?? '', company_name: row.company_name }) : null,
    title: row.title,
    price: row.price,
    reason: row.reason,
    created_at: iso(row.created_at),
    read: row.read_at !== null,
  }));
}

export async function unreadNotifications(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('kind', 'in', NOTIFICATION_KINDS)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks the caller's own notifications read: those with `ids` (others' ids change nothing), or all. */
export async function markNotificationsRead(db: Db, userId: number, readAt: string, ids?: number[]): Promise<void> {
  let query = db.updateTable('notifications').set({ read_at: readAt }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

// ---- mail preferences ---------------------------------------------------------------------------

export async function getMailPreferences(db: Db, userId: number): Promise<MailPreferences> {
  const off = new Set((await db.selectFrom('mail_opt_outs').select('mail_group').where('user_id', '=', userId).execute()).map((row) => row.mail_group));
  return Object.fromEntries(MAIL_GROUPS.map((group) => [group, !off.has(group)])) as MailPreferences;
}

export async function setMailPreferences(db: Kysely<Database>, userId: number, changes: Partial<MailPreferences>): Promise<void> {
  const entries = Object.entries(changes) as [MailGroup, boolean][];
  const switchOff = entries.filter(([, on]) => !on).map(([group]) => group);
  const switchOn = entries.filter(([, on]) => on).map(([group]) => group);
  await db.transaction().execute(async (trx) => {
    if (switchOn.length) await trx.deleteFrom('mail_opt_outs').where('user_id', '=', userId).where('mail_group', 'in', switchOn).execute();
    if (switchOff.length) {
      await trx
        .insertInto('mail_opt_outs')
        .values(switchOff.map((mail_group) => ({ user_id: userId, mail_group })))
        .onConflict((oc) => oc.columns(['user_id', 'mail_group']).doNothing())
        .execute();
    }
  });
}

export async function mailGroupOn(db: Db, userId: number, group: MailGroup): Promise<boolean> {
  const row = await db.selectFrom('mail_opt_outs').select('user_id').where('user_id', '=', userId).where('mail_group', '=', group).executeTakeFirst();
  return row === undefined;
}

// ---- what a notification is about, for its list entry and its mail -------------------------------

/** Who gets a mail: only a live account with a confirmed address (nobody gets mail they did not ask for). */
export function findRecipient(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname', 'company_name', 'role', 'locale'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('email_confirmed_at', 'is not', null)
    .executeTakeFirst();
}


/** An order with its service and both parties' names. */
export async function findOrderParties(db: Db, orderId: number) {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .innerJoin('users as b', 'b.id', 'o.buyer_id')
    .innerJoin('users as se', 'se.id', 'o.seller_id')
    .select(['o.id', 'o.amount', 'o.buyer_id', 'o.seller_id', 'o.direct_offer_id', 's.title'])
    .select(['b.firstname as buyer_firstname', 'b.lastname as buyer_lastname'])
    .select(['se.firstname as seller_firstname', 'se.lastname as seller_lastname', 'se.company_name as seller_company_name'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    orderId: row.id,
    title: row.title,
    amount: row.amount,
    /** Placed by accepting a direct offer: accepted at once, at the agreed price. */
    agreedInOffer: row.direct_offer_id !== null,
    buyer: { id: row.buyer_id, name: fullName({ firstname: row.buyer_firstname, lastname: row.buyer_lastname }) },
    seller: { id: row.seller_id, name: displayName({ firstname: row.seller_firstname, lastname: row.seller_lastname, company_name: row.seller_company_name }) },
  };
}

/**
 * A direct offer with both parties' names. Its service title and price join here once direct
 * offers carry them (the order/offer migration): `left join services on o.service_id`,
 * `coalesce(o.agreed_price, o.counter_price, o.price)`.
 */
export async function findOfferParties(db: Db, offerId: number) {
  const row = await db
    .selectFrom('direct_offers as o')
    .innerJoin('users as b', 'b.id', 'o.buyer_id')
    .innerJoin('users as se', 'se.id', 'o.seller_id')
    .leftJoin('services as s', 's.id', 'o.service_id')
    .select(['o.id', 'o.buyer_id', 'o.seller_id', 'o.price', 'o.counter_price', 'o.agreed_price', 's.title as service_title'])
    .select(['b.firstname as buyer_firstname', 'b.lastname as buyer_lastname'])
    .select(['se.firstname as seller_firstname', 'se.lastname as seller_lastname', 'se.company_name as seller_company_name'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    offerId: row.id,
    // The offer's service, and its current price: agreed, else the craftsman's counter, else the customer's.
    title: row.service_title ?? null,
    price: row.agreed_price ?? row.counter_price ?? row.price ?? null,
    buyer: { id: row.buyer_id, name: fullName({ firstname: row.buyer_firstname, lastname: row.buyer_lastname }) },
    seller: { id: row.seller_id, name: displayName({ firstname: row.seller_firstname, lastname: row.seller_lastname, company_name: row.seller_company_name }) },
  };
}

export async function findReviewOrderId(db: Db, reviewId: number): Promise<number | undefined> {
  return (await db.selectFrom('reviews').select('order_id').where('id', '=', reviewId).executeTakeFirst())?.order_id;
}

/** A quotation request's category (its name is the notification's title) and who sent it. */
export function findQuotationCategory(db: Db, quotationId: number) {
  return db
    .selectFrom('quotations as q')
    .leftJoin('categories as c', 'c.id', 'q.category_id')
    .select(['q.id', 'q.category_id', 'q.user_id', 'q.status', 'q.post_number', 'c.name as category'])
    .where('q.id', '=', quotationId)
    .executeTakeFirst();
}

// ---- quotation requests: at most one mail an hour per craftsman ---------------------------------

/** Craftsmen with a live service in the category (not the requester, when a craftsman asked). */
async function craftsmenInCategory(db: Db, categoryId: number, exceptUserId: number | null): Promise<number[]> {
  let query = db
    .selectFrom('services as s')
    .innerJoin('users as u', 'u.id', 's.seller_id')
    .select('s.seller_id')
    .distinct()
    .where('s.category_id', '=', categoryId)
    .where('s.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null);
  if (exceptUserId !== null) query = query.where('s.seller_id', '!=', exceptUserId);
  return (await query.orderBy('s.seller_id').execute()).map((row) => row.seller_id);
}

/**
 * The craftsmen a quotation request goes to: a live service in its category and a service area
 * that covers the request's postcode. A craftsman without a service area, or a postcode we cannot
 * place, reaches nobody: a request must never land hundreds of kilometres away.
 */
export async function craftsmenReached(db: Db, request: { category_id: number; post_number: string; user_id: number | null }): Promise<number[]> {
  let covering: Map<number, number>;
  try {
    covering = await sellersCovering(db, request.post_number.trim());
  } catch (error) {
    if (error instanceof UnknownPostcodeError) return [];
    throw error;
  }
  if (!covering.size) return [];
  return (await craftsmenInCategory(db, request.category_id, request.user_id)).filter((sellerId) => covering.has(sellerId));
}

export async function addPendingQuotationMail(db: Db, sellerId: number, quotationId: number, createdAt: string): Promise<void> {
  await db
    .insertInto('quotation_mail_pending')
    .values({ seller_id: sellerId, quotation_id: quotationId, created_at: createdAt })
    .onConflict((oc) => oc.columns(['seller_id', 'quotation_id']).doNothing())
    .execute();
}

export async function sellersWithPendingQuotationMail(db: Db): Promise<number[]> {
  return (await db.selectFrom('quotation_mail_pending').select('seller_id').distinct().orderBy('seller_id').execute()).map((row) => row.seller_id);
}

/**
 * Claims the craftsman's next mail: true when the last one went out at least `intervalMs` ago (or
 * never). One conditional UPDATE after an idempotent INSERT, so of several instances one wins.
 * Returns the previous time, to give the claim back when there was nothing to send after all.
 */
export async function claimQuotationMail(db: Kysely<Database>, sellerId: number, now: Date, intervalMs: number): Promise<{ claimed: boolean; previous: string | null }> {
  const stamp = now.toISOString();
  const cutoff = new Date(now.getTime() - intervalMs).toISOString();
  const inserted = await db
    .insertInto('quotation_mail_sent')
    .values({ seller_id: sellerId, last_sent_at: stamp })
    .onConflict((oc) => oc.column('seller_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { claimed: true, previous: null };
  const before = await db.selectFrom('quotation_mail_sent').select('last_sent_at').where('seller_id', '=', sellerId).executeTakeFirst();
  if (!before || iso(before.last_sent_at) > cutoff) return { claimed: false, previous: null };
  const updated = await db
    .updateTable('quotation_mail_sent')
    .set({ last_sent_at: stamp })
    .where('seller_id', '=', sellerId)
    .where('last_sent_at', '<=', cutoff)
    .executeTakeFirst();
  return { claimed: Number(updated.numUpdatedRows) === 1, previous: iso(before.last_sent_at) };
}

/** Gives a claim back (nothing was sent): the previous time again, or no row at all. */
export async function releaseQuotationMail(db: Db, sellerId: number, claimedAt: Date, previous: string | null): Promise<void> {
  const mine = db.updateTable('quotation_mail_sent').where('seller_id', '=', sellerId).where('last_sent_at', '=', claimedAt.toISOString());
  if (previous) await mine.set({ last_sent_at: previous }).execute();
  else await db.deleteFrom('quotation_mail_sent').where('seller_id', '=', sellerId).where('last_sent_at', '=', claimedAt.toISOString()).execute();
}

/** Takes the craftsman's pending requests (each is taken once, whichever instance asks). */
export async function takePendingQuotationMails(db: Db, sellerId: number): Promise<number[]> {
  const rows = await db.deleteFrom('quotation_mail_pending').where('seller_id', '=', sellerId).returning('quotation_id').execute();
  return rows.map((row) => row.quotation_id).sort((a, b) => a - b);
}

export async function dropPendingQuotationMails(db: Db, sellerId: number): Promise<void> {
  await db.deleteFrom('quotation_mail_pending').where('seller_id', '=', sellerId).execute();
}

/** The requests for the mail's list: only those still open. */
export function listOpenQuotations(db: Db, ids: number[]) {
  return db
    .selectFrom('quotations as q')
    .leftJoin('categories as c', 'c.id', 'q.category_id')
    .select(['q.id', 'q.description', 'c.name as category'])
    .where('q.id', 'in', ids)
    .where('q.status', '=', 'open')
    .orderBy('q.id')
    .execute();
}

// ---- the account: export and deletion -------------------------------------------------------

/** Everything stored for the user here goes with the account. */
export async function eraseNotificationData(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mail_opt_outs').where('user_id', '=', userId).execute();
  await trx.deleteFrom('quotation_mail_pending').where('seller_id', '=', userId).execute();
  await trx.deleteFrom('quotation_mail_sent').where('seller_id', '=', userId).execute();
}
