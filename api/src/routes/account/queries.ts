import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@craft/shared/api/types';
import type { AccountTokensTable, Database, UserRow } from '../../db/types';
import type { DeletedItem } from '../../mail/templates/account';
import { parseVariants, variantKeys } from '../../lib/photo-variants';
import { iso, now, nowIso } from '../../lib/time';
import { eraseNotificationData } from '../notifications/queries';

type Db = Kysely<Database> | Transaction<Database>;
export type TokenPurpose = AccountTokensTable['purpose'];

/** 256 random bits, base64url (43 characters): what the e-mailed link carries. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a database leak gives no usable link. The token is random, so no salt or slow hash is needed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Stores a new link token for the user; earlier unused ones of the same purpose stop working. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, email: string, ttlMs: number): Promise<string> {
  const token = newLinkToken();
  const stamp = nowIso();
  await db
    .updateTable('account_tokens')
    .set({ used_at: stamp })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      email: email.toLowerCase(),
      expires_at: new Date(now().getTime() + ttlMs).toISOString(),
      used_at: null,
      created_at: stamp,
    })
    .execute();
  return token;
}

export type Consumed = { ok: true; userId: number; email: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Looks a link token up without using it: what the token would give, or why not. */
export async function findToken(db: Db, purpose: TokenPurpose, token: string): Promise<Consumed & { id?: number }> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['id', 'user_id', 'email', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (new Date(iso(row.expires_at)).getTime() <= now().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id: row.id, userId: row.user_id, email: row.email };
}

/**
 * Uses a link token up. The `used_at is null` condition sits in the UPDATE itself, so of two
 * requests racing with the same link only one gets through. Expiry is compared in JS with the
 * injectable clock (the same on SQLite's text and PostgreSQL's timestamptz).
 */
export async function consumeToken(db: Db, purpose: TokenPurpose, token: string): Promise<Consumed> {
  const found = await findToken(db, purpose, token);
  if (!found.ok || found.id === undefined) return found;
  const result = await db.updateTable('account_tokens').set({ used_at: nowIso() }).where('id', '=', found.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: 'used' };
  return { ok: true, userId: found.userId, email: found.email };
}

export function findLiveUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/**
 * New password; the token version goes up, so every earlier session token stops working.
 * `confirmAt`: set by a reset of an unconfirmed account, since a link followed from the inbox proves the address too.
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, confirmAt: string | null): Promise<void> {
  const stamp = nowIso();
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: stamp,
      updated_by: userId,
      ...(confirmAt ? { email_confirmed_at: confirmAt } : {}),
    }))
    .where('id', '=', userId)
    .execute();
  // A reset link sent before the change must not set another password afterwards.
  await db.updateTable('account_tokens').set({ used_at: stamp }).where('user_id', '=', userId).where('purpose', '=', 'password-reset').where('used_at', 'is', null).execute();
}

export async function bumpTokenVersion(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', userId).execute();
}

export async function setPendingEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.updateTable('users').set({ pending_email: email.toLowerCase(), updated_at: nowIso(), updated_by: userId }).where('id', '=', userId).execute();
}

/** Personal Information: names, contact details and, for a craftsman, the company name. */
export async function updateProfile(
  db: Db,
  user: UserRow,
  profile: { firstname: string; lastname: string; post_number: string; street: string; phone: string; company_name: string | null },
): Promise<void> {
  await db.updateTable('users').set({ ...profile, updated_at: nowIso(), updated_by: user.id }).where('id', '=', user.id).execute();
}

/** The language of the user's mails. */
export async function setLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: nowIso(), updated_by: userId }).where('id', '=', userId).execute();
}

/** The confirmed address becomes the login address (a change) or is marked confirmed (registration). */
export async function confirmAddress(db: Db, user: UserRow, email: string): Promise<void> {
  const stamp = nowIso();
  await db
    .updateTable('users')
    .set({ email, pending_email: null, email_confirmed_at: stamp, updated_at: stamp, updated_by: user.id })
    .where('id', '=', user.id)
    .execute();
}

/** How a deleted party is shown to the other one; stored in `firstname` so every existing read shows it. */
export const FORMER = { buyer: 'Former customer', seller: 'Former craftsman', operator: 'Former operator' } as const;

/** Someone whose open order or offer was cancelled by the deletion, to be told by e-mail. */
export interface DeletionNotice {
  to: { email: string; firstname: string; locale: Locale };
  item: DeletedItem;
  deletedParty: 'customer' | 'craftsman';
}

/**
 * Deletes an account (GDPR Art. 17) in one transaction and returns the storage keys to
 * delete and the people to tell. The users row stays, erased: the name columns hold the "Former
 * customer/craftsman" label, so every read that joins users (orders, reviews, offers, answers)
 * shows the label without knowing about deletion; the e-mail becomes `deleted-<id>@deleted.invalid`
 * (the real one is free again); the password hash can match no password. Open orders and offers
 * are cancelled (open direct offers, pending or countered, become `withdrawn` or `rejected`); a craftsman's
 * services are hidden like a deleted service, their photos and portfolio removed. The account's
 * messages lose their text and attachments, and its quotation requests are deleted, also those
 * sent without signing in from its confirmed address.
 */
export async function eraseAccount(db: Kysely<Database>, user: UserRow): Promise<{ fileKeys: string[]; notices: DeletionNotice[] }> {
  return db.transaction().execute(async (trx) => {
    const stamp = nowIso();
    const fileKeys: string[] = [];
    const notices: DeletionNotice[] = [];
    const deletedParty = user.role === 'buyer' ? 'customer' : 'craftsman';

    // Open orders and offers: cancelled, the other party told.
    const mine = user.role === 'buyer' ? 'buyer_id' : 'seller_id';
    const otherOf = user.role === 'buyer' ? 'o.seller_id' : 'o.buyer_id';
    const openOrders = await trx
      .selectFrom('orders as o')
      .innerJoin('users as other', 'other.id', otherOf)
      .innerJoin('services as s', 's.id', 'o.service_id')
      .select(['o.id', 's.title', 'other.email', 'other.firstname', 'other.locale'])
      .where(`o.${mine}`, '=', user.id)
      .where('o.status', '=', 'pending')
      .execute();
    for (const o of openOrders) notices.push({ to: o, item: { type: 'order', id: o.id, title: o.title }, deletedParty });
    await trx.updateTable('orders').set({ status: 'cancelled', updated_at: stamp }).where(mine, '=', user.id).where('status', '=', 'pending').execute();

    const openOffers = await trx
      .selectFrom('direct_offers as o')
      .innerJoin('users as other', 'other.id', otherOf)
      .select(['o.id', 'other.email', 'other.firstname', 'other.locale'])
      .where(`o.${mine}`, '=', user.id)
      .where('o.status', 'in', ['pending', 'countered'])
      .execute();
    for (const o of openOffers) notices.push({ to: o, item: { type: 'offer', id: o.id }, deletedParty });
    // A customer's open offers are withdrawn, a craftsman's rejected (countered ones are open too).
    await trx
      .updateTable('direct_offers')
      .set({ status: user.role === 'buyer' ? 'withdrawn' : 'rejected', updated_at: stamp })
      .where(mine, '=', user.id)
      .where('status', 'in', ['pending', 'countered'])
      .execute();

    if (user.role === 'seller') {
      const serviceIds = (await trx.selectFrom('services').select('id').where('seller_id', '=', user.id).execute()).map((r) => r.id);
      await trx.updateTable('services').set({ deleted_at: stamp }).where('seller_id', '=', user.id).where('deleted_at', 'is', null).execute();
      if (serviceIds.length) {
        const photos = await trx.selectFrom('service_photos').select(['storage_key', 'thumb_key', 'variants']).where('service_id', 'in', serviceIds).execute();
        for (const p of photos) fileKeys.push(p.storage_key, p.thumb_key, ...variantKeys(p.storage_key, parseVariants(p.variants)));
        await trx.deleteFrom('service_photos').where('service_id', 'in', serviceIds).execute();
      }
      const projectIds = (await trx.selectFrom('portfolio_projects').select('id').where('seller_id', '=', user.id).execute()).map((r) => r.id);
      if (projectIds.length) {
        const images = await trx.selectFrom('portfolio_images').select(['storage_key', 'thumb_key']).where('project_id', 'in', projectIds).execute();
        for (const i of images) fileKeys.push(i.storage_key, i.thumb_key);
        await trx.deleteFrom('portfolio_images').where('project_id', 'in', projectIds).execute();
        await trx.deleteFrom('portfolio_projects').where('id', 'in', projectIds).execute();
      }
      // Answers to requests that did not accept them are open offers: withdrawn. An accepted one stays (history).
      await trx
        .deleteFrom('quotation_answers')
        .where('seller_id', '=', user.id)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('quotations as q').select('q.id').whereRef('q.accepted_answer_id', '=', 'quotation_answers.id'))),
        )
        .execute();
    } else {
      // Documents the customer attached: files and rows go; the order or offer says it has none.
      const orderDocs = await trx.selectFrom('orders').select('document_id').where('buyer_id', '=', user.id).where('document_id', 'is not', null).execute();
      const offerDocs = await trx.selectFrom('direct_offers').select('document_id').where('buyer_id', '=', user.id).where('document_id', 'is not', null).execute();
      await trx.updateTable('orders').set({ document_id: null }).where('buyer_id', '=', user.id).execute();
      await trx.updateTable('direct_offers').set({ document_id: null }).where('buyer_id', '=', user.id).execute();
      fileKeys.push(...(await deleteDocuments(trx, [...orderDocs, ...offerDocs].map((d) => d.document_id))));
      await trx.deleteFrom('wishlist_items').where('buyer_id', '=', user.id).execute();
    }

    // Messages the account wrote: text and attachment go, the row stays so the other party's
    // history keeps its order and shows "message deleted" in its place (reads mark it `erased`).
    const messageDocs = await trx.selectFrom('messages').select('document_id').where('sender_id', '=', user.id).where('document_id', 'is not', null).execute();
    await trx.updateTable('messages').set({ text: '', document_id: null }).where('sender_id', '=', user.id).execute();
    fileKeys.push(...(await deleteDocuments(trx, messageDocs.map((m) => m.document_id))));

    // Quotation requests go with their documents (answers and pending mails cascade): those sent
    // signed in, and those sent without an account from the address the account had confirmed
    // (an unconfirmed address may be someone else's, whose requests are not this account's to erase).
    const confirmedEmail = user.email_confirmed_at !== null ? user.email.toLowerCase() : null;
    const requests = await trx
      .selectFrom('quotations')
      .select(['id', 'document_ref'])
      .where((eb) => (confirmedEmail ? eb.or([eb('user_id', '=', user.id), eb(eb.fn('lower', ['email']), '=', confirmedEmail)]) : eb('user_id', '=', user.id)))
      .execute();
    if (requests.length) {
      const requestIds = requests.map((q) => q.id);
      const refs = requests.map((q) => q.document_ref).filter((ref): ref is string => ref !== null);
      const docs = await trx
        .selectFrom('documents')
        .select('id')
        .where((eb) => eb.or([eb('quotation_id', 'in', requestIds), ...(refs.length ? [eb('ref', 'in', refs)] : [])]))
        .execute();
      await trx.deleteFrom('quotations').where('id', 'in', requestIds).execute();
      // Craftsmen's "new request" notices would point at nothing.
      await trx.deleteFrom('notifications').where('subject_type', '=', 'quotation').where('subject_id', 'in', requestIds).execute();
      fileKeys.push(...(await deleteDocuments(trx, docs.map((d) => d.id))));
    }

    await trx.deleteFrom('account_tokens').where('user_id', '=', user.id).execute();
    // Bank details go; issued invoices stay (their snapshot is the record the tax office may ask for, § 147 AO).
    await trx.deleteFrom('payment_details').where('user_id', '=', user.id).execute();
    await eraseNotificationData(trx, user.id);
    // The company profile goes with the account: its logo's files after the commit.
    if (user.logo_key) fileKeys.push(user.logo_key);
    if (user.logo_thumb_key) fileKeys.push(user.logo_thumb_key);
    await trx
      .updateTable('users')
      .set((eb) => ({
        email: deletedEmail(user.id),
        password_hash: '!deleted',
        firstname: FORMER[user.role],
        lastname: '',
        // A craftsman's name everywhere is the company name: the erased one reads "Former craftsman".
        company_name: user.role === 'seller' ? FORMER.seller : null,
        street: '',
        post_number: '',
        phone: '',
        city: null,
        company_description: null,
        logo_key: null,
        logo_thumb_key: null,
        master_business: null,
        founding_year: null,
        pending_email: null,
        email_confirmed_at: null,
        deleted_at: stamp,
        updated_at: stamp,
        token_version: eb('token_version', '+', 1),
      }))
      .where('id', '=', user.id)
      .execute();
    return { fileKeys, notices };
  });
}

/** Unique per user and in the reserved `.invalid` domain: no mail can ever reach it, and the real address is free again. */
const deletedEmail = (id: number) => `deleted-${id}@deleted.invalid`;

/** Deletes these document rows (nulls skipped) and answers their storage keys, for deletion after the commit. */
async function deleteDocuments(trx: Transaction<Database>, ids: Array<number | null>): Promise<string[]> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return [];
  const rows = await trx.deleteFrom('documents').where('id', 'in', wanted).returning('storage_key').execute();
  return rows.map((row) => row.storage_key);
}
