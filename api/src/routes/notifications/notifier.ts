import type { FastifyInstance } from 'fastify';
import { type NotificationKind, isJobMailKind } from '@craft/shared/api/notification-types';
import { jobMail, mailGroupOf } from '../../mail/templates/jobs';
import { quotationRequestsMail } from '../../mail/templates/quotation-requests';
import { now } from '../../lib/time';
import {
  addPendingQuotationMail,
  claimQuotationMail,
  craftsmenReached,
  dropPendingQuotationMails,
  findOfferParties,
  findOrderParties,
  findQuotationCategory,
  findRecipient,
  findReviewOrderId,
  insertNotification,
  listNotifications,
  listOpenQuotations,
  mailGroupOn,
  partyName,
  releaseQuotationMail,
  sellersWithPendingQuotationMail,
  takePendingQuotationMails,
  unreadNotifications,
} from './queries';

/** What routes hand to `app.notify` (see plugins/app/notify.ts). */
export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  subject: { type: 'order' | 'direct_offer' | 'quotation' | 'review'; id: number };
  /** Who caused it (null: the system, e.g. an automatic completion). */
  actorId: number | null;
  price?: number | null;
  reason?: string | null;
}

type Party = { id: number; name: string };

/** What a notification is about, looked up when it happens: the list entry's title and price, the mail's names and link. */
type Described =
  | { job: true; item: { type: 'order' | 'direct_offer'; id: number }; title: string | null; price: number | null; buyer: Party; seller: Party; agreedInOffer: boolean }
  | { job: false; title: string | null };

/**
 * Tells users about their jobs: a stored notification, a live event on GET /live, and a mail
 * unless the user switched that group off. Everything runs after the request has been answered;
 * a failure is logged, never thrown into the route that called it. Quotation requests are mailed
 * in lists, at most one an hour per craftsman, by `sendDueQuotationMails` (a timer calls it).
 */
export class Notifier {
  private readonly pending = new Set<Promise<void>>();
  private sweeping: Promise<number> | null = null;

  constructor(private readonly app: FastifyInstance) {}

  notify(input: NotifyInput): void {
    this.track(this.deliver(input), 'notification failed');
  }

  /** A quotation request became visible to craftsmen (sent by a confirmed address, or its link was followed). */
  quotationVisible(quotationId: number): void {
    this.track(this.announceQuotation(quotationId), 'quotation request notifications failed');
  }

  /** Resolves when nothing started here is still running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size || this.sweeping) await Promise.allSettled([...this.pending, this.sweeping]);
  }

  /**
   * Mails every craftsman whose quotation-request hour is up the list of requests collected since
   * their last such mail. Safe on several instances at once (see claimQuotationMail). Returns the
   * number of mails sent.
   */
  sendDueQuotationMails(): Promise<number> {
    // One sweep at a time per instance; a call during a sweep waits for it.
    this.sweeping ??= this.sweepQuotationMails().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private track(work: Promise<unknown>, failure: string): void {
    const run = work
      .then(() => undefined)
      .catch((error: unknown) => this.app.log.error({ err: error }, failure))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  private async deliver(input: NotifyInput, described?: Described): Promise<void> {
    const { db, live } = this.app;
    const about = described ?? (await this.describe(input.subject));
    if (!about) {
      this.app.log.warn({ subject: input.subject, kind: input.kind }, 'notification about something that does not exist');
      return;
    }
    const price = input.price ?? (about.job ? about.price : null);
    const id = await insertNotification(db, {
      user_id: input.userId,
      kind: input.kind,
      subject_type: input.subject.type,
      subject_id: input.subject.id,
      actor_id: input.actorId,
      title: about.title,
      price,
      reason: input.reason ?? null,
      created_at: now().toISOString(),
    });
    const [notification] = await listNotifications(db, input.userId, { ids: [id] });
    if (notification) live.deliver([input.userId], { type: 'notification', notification, unread: await unreadNotifications(db, input.userId) });

    const group = mailGroupOf(input.kind);
    // A kind without a group is mailed by its own route (moderation decisions), never here.
    if (group === null || !(await mailGroupOn(db, input.userId, group))) return;
    if (!isJobMailKind(input.kind)) {
      // The only kind mailed in hourly lists: quotation requests.
      await addPendingQuotationMail(db, input.userId, input.subject.id, now().toISOString());
      return;
    }
    if (!about.job) return;
    const recipient = await findRecipient(db, input.userId);
    if (!recipient) return;
    const side = recipient.id === about.buyer.id ? 'buyer' : recipient.id === about.seller.id ? 'seller' : null;
    if (!side) return;
    this.app.mailer.send(
      jobMail({
        kind: input.kind,
        to: recipient,
        recipient: side,
        item: about.item,
        buyerName: about.buyer.name,
        sellerName: about.seller.name,
        serviceTitle: about.title,
        price,
        reason: input.reason ?? null,
        byOtherParty: input.actorId !== null && input.actorId !== input.userId,
        agreedInOffer: about.agreedInOffer,
        link: this.itemLink(about.item, side),
      }),
    );
  }

  /** `${PUBLIC_WEB_URL}/jobs/...` for customers, `/home/craftman/jobs/...` for craftsmen (the remotes' job routes). */
  private itemLink(item: { type: 'order' | 'direct_offer'; id: number }, side: 'buyer' | 'seller'): string {
    const area = side === 'buyer' ? '/jobs' : '/home/craftman/jobs';
    return `${this.app.config.publicWebUrl}${area}/${item.type === 'order' ? 'orders' : 'offers'}/${item.id}`;
  }

  private async describe(subject: NotifyInput['subject']): Promise<Described | undefined> {
    const { db } = this.app;
    switch (subject.type) {
      case 'review':
      case 'order': {
        const orderId = subject.type === 'order' ? subject.id : await findReviewOrderId(db, subject.id);
        const order = orderId === undefined ? undefined : await findOrderParties(db, orderId);
        if (!order) return undefined;
        return { job: true, item: { type: 'order', id: order.orderId }, title: order.title, price: order.amount, buyer: order.buyer, seller: order.seller, agreedInOffer: order.agreedInOffer };
      }
      case 'direct_offer': {
        const offer = await findOfferParties(db, subject.id);
        if (!offer) return undefined;
        return { job: true, item: { type: 'direct_offer', id: offer.offerId }, title: offer.title, price: offer.price, buyer: offer.buyer, seller: offer.seller, agreedInOffer: false };
      }
      case 'quotation': {
        const quotation = await findQuotationCategory(db, subject.id);
        return quotation ? { job: false, title: quotation.category } : undefined;
      }
    }
  }

  /** Every craftsman of the request's category whose area covers it hears of it in-app at once; mails wait for the hourly list. */
  private async announceQuotation(quotationId: number): Promise<void> {
    const quotation = await findQuotationCategory(this.app.db, quotationId);
    if (!quotation || quotation.category_id === null || quotation.status !== 'open') return;
    const described: Described = { job: false, title: quotation.category };
    const reached = await craftsmenReached(this.app.db, { category_id: quotation.category_id, post_number: quotation.post_number, user_id: quotation.user_id });
    for (const sellerId of reached) {
      // Requesters are private people: craftsmen do not learn who asked until an offer is accepted.
      await this.deliver({ userId: sellerId, kind: 'quotation_request', subject: { type: 'quotation', id: quotationId }, actorId: null }, described);
    }
  }

  private async sweepQuotationMails(): Promise<number> {
    let sent = 0;
    let sellers: number[];
    try {
      sellers = await sellersWithPendingQuotationMail(this.app.db);
    } catch (error) {
      this.app.log.error({ err: error }, 'quotation request mails: could not read the pending ones');
      return 0;
    }
    for (const sellerId of sellers) {
      try {
        if (await this.sendQuotationMail(sellerId)) sent += 1;
      } catch (error) {
        this.app.log.error({ err: error, sellerId }, 'quotation request mail failed');
      }
    }
    return sent;
  }

  private async sendQuotationMail(sellerId: number): Promise<boolean> {
    const { db, config } = this.app;
    const recipient = await findRecipient(db, sellerId);
    // Switched off (or no longer reachable) since the requests came in: they stay in-app only.
    if (!recipient || !(await mailGroupOn(db, sellerId, 'quotation_requests'))) {
      await dropPendingQuotationMails(db, sellerId);
      return false;
    }
    const at = now();
    const claim = await claimQuotationMail(db, sellerId, at, config.limits.quotationMailIntervalMs);
    if (!claim.claimed) return false;
    const ids = await takePendingQuotationMails(db, sellerId);
    const requests = ids.length ? await listOpenQuotations(db, ids) : [];
    if (requests.length === 0) {
      // Nothing left to tell (withdrawn meanwhile): the hour is not used up.
      await releaseQuotationMail(db, sellerId, at, claim.previous);
      return false;
    }
    this.app.mailer.send(
      quotationRequestsMail({ email: recipient.email, firstname: recipient.firstname, name: partyName(recipient), locale: recipient.locale }, requests, `${config.publicWebUrl}/home/craftman?tab=quotations`),
    );
    return true;
  }
}
