/**
 * Every kind of notification, in one table: the API's types and its check of a new row, the mail
 * group a user can switch off, how the job mail is sent, and the bell's link are all read from here.
 * Adding a kind is one entry here plus its texts: the bell's line in the host's notification
 * catalogue (`line.<kind>`, English and German) and, for a job mail, its subject and sentence in
 * the mail catalogues (`jobs.kinds.<kind>` in api/src/mail/locales/en.json and de.json; the mail
 * snapshot is then rewritten with UPDATE_MAIL_SNAPSHOT=1). The database stores any kind; no
 * migration is needed.
 */

export const MAIL_GROUPS = ['orders', 'offers', 'reviews', 'quotation_requests', 'messages'] as const;

/** A group of e-mails a user can switch off; the in-app notifications stay either way. */
export type MailGroup = (typeof MAIL_GROUPS)[number];

export type NotificationSubjectType = 'order' | 'direct_offer' | 'quotation' | 'review' | 'moderation_case' | 'trader';

export interface NotificationKindEntry {
  /** What a notification of this kind is about. */
  subject: NotificationSubjectType;
  /** The group of e-mails it belongs to; null for a mail the user cannot switch off. */
  mailGroup: MailGroup | null;
  /**
   * `job`: a mail of its own at once; `hourly`: collected into one list a craftsman gets at most
   * once an hour; `own`: mailed by the route that decides it, whatever the preferences (a
   * moderation decision's statement of reasons, EU DSA Art. 17, must reach its user).
   */
  mail: 'job' | 'hourly' | 'own';
  /** The name of the link (in the recipient's remote manifest) the bell leads to, filled with the subject's id. */
  link: string;
  /**
   * What the bell's line names besides the actor and price: `subject` the service (or "your job");
   * `optional-subject` also has a line `line.<kind>For` used when there is a title; `category` the
   * quotation request's category (`line.<kind>In`, `line.<kind>` without one).
   */
  line: 'subject' | 'optional-subject' | 'category';
}

const order = { subject: 'order', mailGroup: 'orders', mail: 'job', link: 'order', line: 'subject' } as const;
const offer = { subject: 'direct_offer', mailGroup: 'offers', mail: 'job', link: 'offer', line: 'subject' } as const;

/** `order_placed` is the customer's own confirmation, every other kind the other party's (or the system's) step. */
export const NOTIFICATION_KIND_TABLE = {
  order_new: order,
  order_placed: order,
  order_accepted: order,
  order_rejected: order,
  order_cancelled: order,
  order_work_done: order,
  order_completed: order,
  payment_received: order,
  offer_new: { ...offer, line: 'optional-subject' },
  offer_changed: offer,
  offer_countered: offer,
  offer_accepted: offer,
  offer_rejected: offer,
  offer_withdrawn: offer,
  review_received: { subject: 'review', mailGroup: 'reviews', mail: 'job', link: 'reviews', line: 'subject' },
  quotation_request: { subject: 'quotation', mailGroup: 'quotation_requests', mail: 'hourly', link: 'quotations', line: 'category' },
  // An operator decided about the recipient's content or account; `reason` is the statement of reasons.
  moderation_decision: { subject: 'moderation_case', mailGroup: null, mail: 'own', link: 'dashboard', line: 'subject' },
  // A case the recipient reported was decided (nothing about the other side).
  report_decided: { subject: 'moderation_case', mailGroup: null, mail: 'own', link: 'dashboard', line: 'subject' },
  // An appeal of the recipient's was answered: the decision stands, or what it hid is back.
  appeal_decided: { subject: 'moderation_case', mailGroup: null, mail: 'own', link: 'dashboard', line: 'subject' },
  // An operator verified the recipient's trader details, or asked for more (`reason` is the message); the subject is the seller.
  trader_verified: { subject: 'trader', mailGroup: null, mail: 'own', link: 'dashboard', line: 'subject' },
  trader_more_info: { subject: 'trader', mailGroup: null, mail: 'own', link: 'dashboard', line: 'subject' },
} as const satisfies Record<string, NotificationKindEntry>;

type Table = typeof NOTIFICATION_KIND_TABLE;

/** What happened. */
export type NotificationKind = keyof Table;

/** The kinds mailed one by one as they happen (the others are mailed in hourly lists). */
export type JobMailKind = { [K in NotificationKind]: Table[K]['mail'] extends 'job' ? K : never }[NotificationKind];

/** The kinds in the table's order (a tuple type, as zod's enum wants). */
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_TABLE) as [NotificationKind, ...NotificationKind[]];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KIND_TABLE, value);
}

export function notificationKind(kind: NotificationKind): NotificationKindEntry {
  return NOTIFICATION_KIND_TABLE[kind];
}

export function isJobMailKind(kind: NotificationKind): kind is JobMailKind {
  return NOTIFICATION_KIND_TABLE[kind].mail === 'job';
}
