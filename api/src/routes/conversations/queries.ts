import type { Kysely, Selectable } from 'kysely';
import type { ChatMessage, ConversationSubject, ConversationSubjectKind, ConversationSummary, ExportedConversation } from '@craft/shared/api/conversation-types';
import type { ConversationsTable, Database, MessagesTable } from '../../db/types';
import type { AuthUser } from '../../plugins/app/auth';
import { iso, nowIso } from '../../lib/time';
import { displayName, fullName } from '../sellers/names';

export type ConversationRow = Selectable<ConversationsTable>;
type MessageRow = Selectable<MessagesTable>;
export type Side = 'buyer' | 'seller';

/** At most this many conversations are listed (newest activity first). */
const LIST_LIMIT = 200;

export const sideOf = (row: ConversationRow, userId: number): Side | null =>
  row.buyer_id === userId ? 'buyer' : row.seller_id === userId ? 'seller' : null;

export const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/** 'general', or e.g. 'order:12': the conversation's subject as one comparable key. */
export function subjectKey(kind: ConversationSubjectKind, id: number | null): string {
  return kind === 'general' || id === null ? 'general' : `${kind}:${id}`;
}

function parseSubject(key: string): { kind: ConversationSubjectKind; id: number | null } {
  const [kind, id] = key.split(':');
  if (kind === 'service' || kind === 'order' || kind === 'direct_offer' || kind === 'quotation') return { kind, id: Number(id) };
  return { kind: 'general', id: null };
}

export function findConversation(db: Kysely<Database>, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The pair's conversation about this subject, created when there is none (race-safe: the unique index decides). */
export async function openConversation(db: Kysely<Database>, buyerId: number, sellerId: number, subject: string): Promise<{ row: ConversationRow; created: boolean }> {
  const find = () =>
    db.selectFrom('conversations').selectAll().where('buyer_id', '=', buyerId).where('seller_id', '=', sellerId).where('subject', '=', subject).executeTakeFirst();
  const existing = await find();
  if (existing) return { row: existing, created: false };
  const now = nowIso();
  const inserted = await db
    .insertInto('conversations')
    .values({ buyer_id: buyerId, seller_id: sellerId, subject, last_message_at: now, created_at: now })
    .onConflict((oc) => oc.columns(['buyer_id', 'seller_id', 'subject']).doNothing())
    .executeTakeFirst();
  const row = await find();
  if (!row) throw new Error('conversation vanished after insert');
  return { row, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
}

/** Appends a message and moves the conversation's activity time; the sender has read up to it. */
export async function insertMessage(
  db: Kysely<Database>,
  conversation: ConversationRow,
  senderSide: Side,
  message: { sender_id: number; text: string; document_id: number | null },
): Promise<ChatMessage> {
  const now = nowIso();
  const row = await db
    .insertInto('messages')
    .values({ conversation_id: conversation.id, ...message, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversations')
    .set({ last_message_at: now, [`${senderSide}_read_id`]: row.id })
    .where('id', '=', conversation.id)
    .execute();
  return toMessage(row);
}

/** `sender_deleted_at`: set when the sender deleted their account, which erased the message's text and attachment. */
function toMessage(row: MessageRow & { sender_deleted_at?: unknown }): ChatMessage {
  // A message an operator removed reads as erased, its text and attachment withheld (the row stays for an appeal).
  const hidden = row.hidden_at !== null;
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    text: hidden ? '' : row.text,
    has_attachment: !hidden && row.document_id !== null,
    erased: hidden || (row.sender_deleted_at !== undefined && row.sender_deleted_at !== null),
    created_at: iso(row.created_at),
  };
}

/** Messages with whether their sender's account is deleted (its messages are then erased). */
const messagesWithSender = (db: Kysely<Database>) =>
  db.selectFrom('messages as m').innerJoin('users as sender', 'sender.id', 'm.sender_id').selectAll('m').select('sender.deleted_at as sender_deleted_at');

export function findMessage(db: Kysely<Database>, conversationId: number, messageId: number) {
  return db.selectFrom('messages').select(['id', 'document_id']).where('conversation_id', '=', conversationId).where('id', '=', messageId).where('hidden_at', 'is', null).executeTakeFirst();
}

/** One page of history, oldest first, ending just before `before` (or at the newest message). */
export async function messagePage(db: Kysely<Database>, conversationId: number, before: number | undefined, size: number) {
  let query = messagesWithSender(db).where('m.conversation_id', '=', conversationId);
  if (before !== undefined) query = query.where('m.id', '<', before);
  const rows = await query.orderBy('m.id', 'desc').limit(size + 1).execute();
  const hasMore = rows.length > size;
  return { items: rows.slice(0, size).reverse().map(toMessage), has_more: hasMore };
}

/** Marks everything up to the newest message as read by `side`; answers that message id (0: none). */
export async function markRead(db: Kysely<Database>, conversation: ConversationRow, side: Side): Promise<number> {
  const newest = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversation.id)
    .executeTakeFirst();
  const upTo = Number(newest?.id ?? 0);
  const column = `${side}_read_id` as const;
  await db.updateTable('conversations').set({ [column]: upTo }).where('id', '=', conversation.id).where(column, '<', upTo).execute();
  return upTo;
}

/** Messages from the other party after the user's last read, over all their conversations (the navbar badge). */
export async function unreadTotal(db: Kysely<Database>, user: AuthUser): Promise<number> {
  const side: Side = user.role;
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll<string | number>().as('unread'))
    .where(`c.${side}_id`, '=', user.id)
    .where('m.sender_id', '<>', user.id)
    .whereRef('m.id', '>', `c.${side}_read_id`)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/**
 * Claims the right to e-mail `side` about this conversation: true at most once per `intervalMs`,
 * decided by one UPDATE, so two instances (or two messages at once) never both send.
 */
export async function claimNotice(db: Kysely<Database>, conversationId: number, side: Side, now: Date, intervalMs: number): Promise<boolean> {
  const column = `${side}_noticed_at` as const;
  const cutoff = new Date(now.getTime() - intervalMs).toISOString();
  const result = await db
    .updateTable('conversations')
    .set({ [column]: now.toISOString() })
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<=', cutoff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The caller's conversations (or one), newest activity first, as the list shows them. */
export async function listConversations(db: Kysely<Database>, user: AuthUser, onlyId?: number): Promise<ConversationSummary[]> {
  const side: Side = user.role;
  const other = otherSide(side);
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('users as u', 'u.id', `c.${other}_id`)
    .selectAll('c')
    .select(['u.firstname', 'u.lastname', 'u.company_name'])
    .where(`c.${side}_id`, '=', user.id);
  if (onlyId !== undefined) query = query.where('c.id', '=', onlyId);
  const rows = await query.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(LIST_LIMIT).execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const lastMessages = await messagesWithSender(db)
    .where('m.id', 'in', db.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).where('conversation_id', 'in', ids).groupBy('conversation_id'))
    .execute();
  const lastByConversation = new Map(lastMessages.map((row) => [row.conversation_id, toMessage(row)]));

  const unreadRows = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.conversation_id', (eb) => eb.fn.countAll<string | number>().as('unread')])
    .where('c.id', 'in', ids)
    .where('m.sender_id', '<>', user.id)
    .whereRef('m.id', '>', `c.${side}_read_id`)
    .groupBy('m.conversation_id')
    .execute();
  const unreadByConversation = new Map(unreadRows.map((row) => [row.conversation_id, Number(row.unread)]));

  const titles = await subjectTitles(db, rows.map((row) => parseSubject(row.subject)));
  return rows.map((row) => {
    const subject = parseSubject(row.subject);
    const name = other === 'seller' ? displayName(row) : fullName(row);
    return {
      id: row.id,
      buyer_id: row.buyer_id,
      seller_id: row.seller_id,
      other_party: { id: row[`${other}_id`], name, role: other },
      subject: { ...subject, title: titles.get(row.subject) ?? null } satisfies ConversationSubject,
      last_message: lastByConversation.get(row.id) ?? null,
      unread_count: unreadByConversation.get(row.id) ?? 0,
      last_message_at: iso(row.last_message_at),
      created_at: iso(row.created_at),
    };
  });
}

/** The service title behind 'service:' and 'order:' subjects (what the list names the conversation by). */
async function subjectTitles(db: Kysely<Database>, subjects: Array<{ kind: ConversationSubjectKind; id: number | null }>): Promise<Map<string, string>> {
  const idsOf = (kind: ConversationSubjectKind) => subjects.filter((s) => s.kind === kind && s.id !== null).map((s) => s.id as number);
  const titles = new Map<string, string>();
  const serviceIds = idsOf('service');
  if (serviceIds.length) {
    for (const row of await db.selectFrom('services').select(['id', 'title']).where('id', 'in', serviceIds).execute()) titles.set(`service:${row.id}`, row.title);
  }
  const orderIds = idsOf('order');
  if (orderIds.length) {
    const rows = await db.selectFrom('orders as o').innerJoin('services as s', 's.id', 'o.service_id').select(['o.id', 's.title']).where('o.id', 'in', orderIds).execute();
    for (const row of rows) titles.set(`order:${row.id}`, row.title);
  }
  return titles;
}

/** Whether the buyer and the craftsman share this subject (so either may write about it). */
export async function sharesSubject(db: Kysely<Database>, buyerId: number, sellerId: number, kind: ConversationSubjectKind, id: number): Promise<boolean> {
  switch (kind) {
    case 'service':
      return !!(await db.selectFrom('services').select('id').where('id', '=', id).where('seller_id', '=', sellerId).where('deleted_at', 'is', null).executeTakeFirst());
    case 'order':
      return !!(await db.selectFrom('orders').select('id').where('id', '=', id).where('buyer_id', '=', buyerId).where('seller_id', '=', sellerId).executeTakeFirst());
    case 'direct_offer':
      return !!(await db.selectFrom('direct_offers').select('id').where('id', '=', id).where('buyer_id', '=', buyerId).where('seller_id', '=', sellerId).executeTakeFirst());
    case 'quotation': {
      // The buyer's request: linked to the account, or sent with its confirmed address (as GET /quotation/mine counts it).
      const buyer = await db.selectFrom('users').select(['email', 'email_confirmed_at']).where('id', '=', buyerId).executeTakeFirst();
      const confirmedEmail = buyer?.email_confirmed_at ? buyer.email.toLowerCase() : null;
      return !!(await db
        .selectFrom('quotations as q')
        .innerJoin('quotation_answers as a', 'a.quotation_id', 'q.id')
        .select('q.id')
        .where('q.id', '=', id)
        .where('a.seller_id', '=', sellerId)
        .where((eb) => (confirmedEmail ? eb.or([eb('q.user_id', '=', buyerId), eb(eb.fn('lower', ['q.email']), '=', confirmedEmail)]) : eb('q.user_id', '=', buyerId)))
        .executeTakeFirst());
    }
    case 'general':
      return true;
  }
}

/** Every conversation of the user with all its messages, for the account export (other party by id only). */
export async function exportConversations(db: Kysely<Database>, user: { id: number; role: Side }): Promise<ExportedConversation[]> {
  const other = otherSide(user.role);
  const rows = await db.selectFrom('conversations').selectAll().where(`${user.role}_id`, '=', user.id).orderBy('id').execute();
  if (rows.length === 0) return [];
  const messages = await messagesWithSender(db).where('m.conversation_id', 'in', rows.map((row) => row.id)).orderBy('m.id').execute();
  const byConversation = new Map<number, ChatMessage[]>();
  for (const message of messages) byConversation.set(message.conversation_id, [...(byConversation.get(message.conversation_id) ?? []), toMessage(message)]);
  const titles = await subjectTitles(db, rows.map((row) => parseSubject(row.subject)));
  return rows.map((row) => ({
    id: row.id,
    other_party_id: row[`${other}_id`],
    subject: { ...parseSubject(row.subject), title: titles.get(row.subject) ?? null },
    messages: byConversation.get(row.id) ?? [],
  }));
}
