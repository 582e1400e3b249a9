import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Locale, PriceUnit } from '@craft/shared/api/types';
import type { DirectOfferEventKind, DirectOfferStatus, OrderEventKind, OrderStatus, PaymentMethod, PaymentStatus } from '@craft/shared/api/feature-types';
import type { MailGroup, NotificationKind, NotificationSubjectType } from '@craft/shared/api/notification-types';

/**
 * Timestamps are written by the app as ISO strings; PostgreSQL (timestamptz) reads them back as
 * Date, SQLite (text) as string. Read them through `iso()` in ../lib/time.ts.
 */
export type Timestamp = ColumnType<Date | string, string, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  /** 'operator' (0280_operators): platform staff, never self-registered; see routes/moderation. */
  role: 'buyer' | 'seller' | 'operator';
  post_number: string;
  street: string;
  phone: string;
  city: string | null;
  company_name: string | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Added by 0106_accounts: null until the e-mailed confirmation link is followed. */
  email_confirmed_at: NullableTimestamp;
  /** A new address waiting for its confirmation link; `email` stays the login address until then. */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** Signed into every access token; a bump ends every session issued before it. */
  token_version: ColumnType<number, number | undefined, number>;
  /** Set when the account is deleted; its personal data is erased in the same write. */
  deleted_at: NullableTimestamp;
  /** A seller's service area (0130_search): a postcode of `postcodes` and a radius (default 30 km). */
  service_post_number: ColumnType<string | null, string | null | undefined, string | null>;
  service_radius_km: ColumnType<number, number | undefined, number>;
  /** The language of the user's mails (0210_user_locale): 'en' for accounts from before it. */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /**
   * The terms (AGB) and privacy notice versions accepted at registration, and when
   * (0220_legal_consent); NULL for accounts from before consent was asked.
   */
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  privacy_version: ColumnType<string | null, string | null | undefined, string | null>;
  legal_accepted_at: NullableTimestamp;
  /** An operator's TOTP secret (base32, 0280_operators); null for everyone else. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by an operator's `suspend` decision (0283_moderation_decisions): no sign-in, no valid token. */
  suspended_at: NullableTimestamp;
  /** A craftsman's company profile (0284_company_profile): all null until he fills them in. */
  company_description: ColumnType<string | null, string | null | undefined, string | null>;
  logo_key: ColumnType<string | null, string | null | undefined, string | null>;
  logo_thumb_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Meisterbetrieb: 1 yes, 0 no, null not answered yet. */
  master_business: ColumnType<number | null, number | null | undefined, number | null>;
  founding_year: ColumnType<number | null, number | null | undefined, number | null>;
}

/** German postcodes with coordinates (0130_search; see db/postcodes.ts for source and precision). */
export interface PostcodesTable {
  postcode: string;
  place: string;
  lat: number;
  lon: number;
  precision: 'place' | 'region';
}

/** A nullable timestamp column added by a later migration (optional on insert). */
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** E-mailed link tokens (0106_accounts): only the SHA-256 of the token is stored; single use. */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'confirm-email' | 'password-reset';
  token_hash: string;
  /** The address the link was sent to: the one it confirms, or the one the reset was asked for. */
  email: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  description: string;
}

export interface ServicesTable {
  id: Generated<number>;
  seller_id: number;
  category_id: number;
  title: string;
  description: string;
  price: number;
  /** null = 'job' (rows from before migration 0180 that a client wrote without it). */
  price_unit: ColumnType<PriceUnit | null, PriceUnit | null | undefined, PriceUnit | null>;
  created_by: number;
  updated_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the seller deletes it; the row stays for the order history that points at it. */
  deleted_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Set (with deleted_at) when an operator removed it (0283_moderation_decisions); an appeal clears both. */
  removed_at: NullableTimestamp;
  /** Set (with deleted_at) while its craftsman has no trader details; submitting them clears both. */
  held_at: NullableTimestamp;
}

export interface ServicePhotosTable {
  id: Generated<number>;
  service_id: number;
  /** Storage keys, never paths or URLs: the storage driver turns them into URLs. */
  storage_key: string;
  thumb_key: string;
  /** JSON (lib/photo-variants.ts): size and `srcset` widths; null until the photo is converted. */
  variants: ColumnType<string | null, string | null | undefined, string | null>;
  /** Place in the craftsman's order, lowest first: the first photo is the cover. */
  position: ColumnType<number, number | undefined, number>;
  created_by: number;
  updated_by: number;
  created_at: Timestamp;
}

/** Uploaded quotation documents; `ref` is the opaque file_url handed to the client. */
export interface DocumentsTable {
  id: Generated<number>;
  ref: string;
  storage_key: string;
  mime: string;
  size: number;
  quotation_id: number | null;
  /** The one record it is attached to, e.g. "order:5"; null while unattached. */
  attached_to: string | null;
  created_at: Timestamp;
}

export interface QuotationsTable {
  id: Generated<number>;
  category_id: number | null;
  document_ref: string | null;
  description: string | null;
  firstname: string;
  lastname: string;
  street: string;
  post_number: string;
  phone: string;
  email: string;
  status: string;
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Added by 0103_quotation_answers: the answer the requester accepted. */
  accepted_answer_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Added by 0170: when the request's own link confirmed its address. */
  email_confirmed_at: NullableTimestamp;
  /** SHA-256 of the request's confirmation link, until it is used. */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_expires_at: NullableTimestamp;
  /** The language of the page the request was sent from: its mails' language when no account owns the address. */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
}

export interface Database {
  users: UsersTable;
  categories: CategoriesTable;
  services: ServicesTable;
  service_photos: ServicePhotosTable;
  documents: DocumentsTable;
  quotations: QuotationsTable;
  wishlist_items: WishlistItemsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  reviews: ReviewsTable;
  direct_offers: DirectOffersTable;
  direct_offer_events: DirectOfferEventsTable;
  quotation_answers: QuotationAnswersTable;
  portfolio_projects: PortfolioProjectsTable;
  portfolio_images: PortfolioImagesTable;
  account_tokens: AccountTokensTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  postcodes: PostcodesTable;
  notifications: NotificationsTable;
  mail_opt_outs: MailOptOutsTable;
  quotation_mail_pending: QuotationMailPendingTable;
  quotation_mail_sent: QuotationMailSentTable;
  payment_details: PaymentDetailsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  mail_queue: MailQueueTable;
  remote_releases: RemoteReleasesTable;
  remote_release_events: RemoteReleaseEventsTable;
  audit_log: AuditLogTable;
  moderation_cases: ModerationCasesTable;
  appeals: AppealsTable;
  reports: ReportsTable;
  trader_details: TraderDetailsTable;
  service_views: ServiceViewsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ServiceRow = Selectable<ServicesTable>;

// Buyer and seller features (migrations 0100-0104).

export interface WishlistItemsTable {
  id: Generated<number>;
  buyer_id: number;
  service_id: number;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  service_id: number;
  seller_id: number;
  buyer_id: number;
  payment_method: PaymentMethod;
  /** What the payment provider answered (the record-only provider makes its own reference). */
  payment_reference: string;
  /** unit_price × quantity (migration 0180: existing orders have quantity 1, unit_price = amount). */
  amount: number;
  quantity: number;
  unit_price: number;
  /** The service's unit when ordered (null on orders from before 0180: job). */
  price_unit: PriceUnit | null;
  account_last4: string | null;
  description: string | null;
  document_id: number | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  reason: string | null;
  cancelled_by: 'buyer' | 'seller' | null;
  work_done_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  /** Set when the order was born from an agreed direct offer (one order per offer). */
  direct_offer_id: number | null;
  /** Set when the order was born from a chosen quotation answer (migration 0280; one order per answer). */
  quotation_answer_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An order's history, oldest first by id (migration 0180). */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  event: OrderEventKind;
  actor: 'buyer' | 'seller' | 'system';
  reason: string | null;
  price: number | null;
  created_at: Timestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  order_id: number;
  service_id: number;
  buyer_id: number;
  /** The rating times two (1..10), so half stars are exact. */
  rating_halves: number;
  text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when an operator removed it (0283_moderation_decisions): out of every list and rating. */
  hidden_at: NullableTimestamp;
}

export interface DirectOffersTable {
  id: Generated<number>;
  buyer_id: number;
  seller_id: number;
  description: string;
  document_id: number | null;
  /** The seller's service the offer is about (migration 0180). */
  service_id: number | null;
  /** The buyer's proposed price. */
  price: number | null;
  payment_method: PaymentMethod;
  status: DirectOfferStatus;
  counter_price: number | null;
  agreed_price: number | null;
  /** Counts the offer's changes; an accept names the one it saw (migration 0234). */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A direct offer's history, oldest first by id (migration 0180). */
export interface DirectOfferEventsTable {
  id: Generated<number>;
  direct_offer_id: number;
  event: DirectOfferEventKind;
  actor: 'buyer' | 'seller';
  price: number | null;
  message: string | null;
  created_at: Timestamp;
}

export interface QuotationAnswersTable {
  id: Generated<number>;
  quotation_id: number;
  seller_id: number;
  price: number;
  message: string;
  /** 'accepted' once the requester chose it, 'declined' when they chose another (migration 0280). */
  status: ColumnType<QuotationAnswerStatus, QuotationAnswerStatus | undefined, QuotationAnswerStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type QuotationAnswerStatus = 'open' | 'accepted' | 'declined';

export interface PortfolioProjectsTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
  start_date: string | null;
  end_date: string | null;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PortfolioImagesTable {
  id: Generated<number>;
  project_id: number;
  storage_key: string;
  thumb_key: string;
  created_at: Timestamp;
}

// Conversations (0160_conversations).

export interface ConversationsTable {
  id: Generated<number>;
  buyer_id: number;
  seller_id: number;
  /** 'general', 'service:<id>', 'order:<id>' or 'quotation:<id>'. */
  subject: string;
  /** The last message id each side has read (0: none). */
  buyer_read_id: ColumnType<number, number | undefined, number>;
  seller_read_id: ColumnType<number, number | undefined, number>;
  buyer_noticed_at: NullableTimestamp;
  seller_noticed_at: NullableTimestamp;
  last_message_at: Timestamp;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  text: string;
  document_id: number | null;
  created_at: Timestamp;
  /** Set when an operator removed it (0283_moderation_decisions): shown as erased, its attachment refused. */
  hidden_at: NullableTimestamp;
}

// Notifications (0190_notifications).

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  subject_type: NotificationSubjectType;
  subject_id: number;
  actor_id: number | null;
  /** The service's title (a quotation request: its category's name) when it happened. */
  title: string | null;
  price: number | null;
  reason: string | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** One row per mail group a user switched off. */
export interface MailOptOutsTable {
  user_id: number;
  mail_group: MailGroup;
}

/** Quotation requests a craftsman has not been mailed about yet (at most one mail an hour). */
export interface QuotationMailPendingTable {
  seller_id: number;
  quotation_id: number;
  created_at: Timestamp;
}

/** When a craftsman was last mailed about quotation requests. */
export interface QuotationMailSentTable {
  seller_id: number;
  last_sent_at: Timestamp;
}

// Getting paid by transfer (migration 0250).

/** A craftsman's bank and tax details: private, shown to a buyer on that buyer's accepted orders only. */
export interface PaymentDetailsTable {
  user_id: number;
  account_holder: string;
  iban: string;
  bic: string | null;
  tax_status: 'vat' | 'small_business';
  vat_id: string | null;
  tax_number: string | null;
  updated_at: Timestamp;
}

/** The last invoice number a craftsman used; moved in the transaction that stores the invoice. */
export interface InvoiceCountersTable {
  seller_id: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  seller_id: number;
  buyer_id: number;
  order_id: number;
  kind: 'invoice' | 'cancellation';
  number: number;
  cancels_id: number | null;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  vat_rate: number;
  /** JSON: everything the PDF prints, frozen at issue. */
  snapshot: string;
  /** The stored PDF; null only between the row's commit and the file's write. */
  storage_key: string | null;
  issued_at: Timestamp;
}

/** Mail waiting while Redis is away (0260_mail_queue); see mail/db-queue.ts. */
export interface MailQueueTable {
  id: Generated<number>;
  message_id: string;
  /** The MailMessage as JSON. */
  message: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  claim_token: string | null;
  claimed_until: NullableTimestamp;
  created_at: Timestamp;
}

/** A remote's release (0270_remote_releases); see routes/remote-releases. */
export interface RemoteReleasesTable {
  id: Generated<number>;
  remote: string;
  release_id: string;
  /** [{ path, sha256, size }] as JSON. */
  files: string;
  /** The build's remote-manifest.json as JSON. */
  manifest: string;
  created_at: Timestamp;
}

/** One step of a remote's history: `release_id` went live (deploy/promote or rollback). */
export interface RemoteReleaseEventsTable {
  id: Generated<number>;
  remote: string;
  seq: number;
  action: 'deploy' | 'rollback';
  release_id: string;
  from_release: string | null;
  at: Timestamp;
}

/** Every operator action (0280_operators): only ever inserted, never changed or deleted. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  at: Timestamp;
  action: string;
  target_type: string;
  target_id: number;
  reason: string | null;
  before_json: string | null;
  after_json: string | null;
}

/** What can be reported (0281_reports). */
export type ReportTargetType = 'service' | 'review' | 'message' | 'user';

/** The reports of one target while it waits for a decision: one case, decided once. */
export interface ModerationCasesTable {
  id: Generated<number>;
  target_type: ReportTargetType;
  target_id: number;
  status: ColumnType<'open' | 'decided', 'open' | 'decided' | undefined, 'open' | 'decided'>;
  created_at: Timestamp;
  /** The decision (0283_moderation_decisions); null while the case is open. */
  decision: ColumnType<ModerationAction | null, ModerationAction | null | undefined, ModerationAction | null>;
  ground: ColumnType<ModerationGround | null, ModerationGround | null | undefined, ModerationGround | null>;
  /** The statement of reasons sent to the affected user: what was decided, on which facts and ground. */
  statement: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: NullableTimestamp;
  /** Whose content or account the decision restricted (0285_appeals); null for keep, or a decision made before. */
  affected_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The hash of the appeal link token mailed with the statement of reasons; null once used or never issued. */
  appeal_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export type AppealOutcome = 'uphold' | 'reinstate';

/** An appeal against a decided case (0285_appeals): one per case, answered by another operator. */
export interface AppealsTable {
  id: Generated<number>;
  case_id: number;
  user_id: number;
  text: string;
  status: ColumnType<'open' | 'decided', 'open' | 'decided' | undefined, 'open' | 'decided'>;
  created_at: Timestamp;
  outcome: ColumnType<AppealOutcome | null, AppealOutcome | null | undefined, AppealOutcome | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: NullableTimestamp;
}

export type ModerationAction = 'keep' | 'remove' | 'suspend';
export type ModerationGround = 'illegal' | 'terms';

export interface ReportsTable {
  id: Generated<number>;
  case_id: number;
  /** Null for a visitor's report. */
  reporter_id: number | null;
  reporter_email: string;
  locale: Locale;
  reason: string;
  text: string;
  created_at: Timestamp;
}

/** A craftsman's trader details (0285_trader_details); no row while he has entered none. */
export interface TraderDetailsTable {
  seller_id: number;
  /** submitted | verified | more_info_requested */
  status: string;
  legal_name: string;
  legal_form: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  register_type: string;
  register_number: string;
  register_court: string | null;
  vat_id: string | null;
  /** When he last confirmed the self-certification (DSA Art. 30(1)(e)). */
  certified_at: Timestamp;
  /** The operator's message with more_info_requested. */
  message: string | null;
  submitted_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: number | null;
  verified_at: Timestamp | null;
}

/** A service's page reads by others than its craftsman, per UTC day (migration 0290). */
export interface ServiceViewsTable {
  service_id: number;
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  views: number;
}
