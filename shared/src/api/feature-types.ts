/**
 * Wire types of the resources the spec shows as static and the issues make real:
 * wishlist, orders (with payment), reviews, direct offers, quotation answers, portfolio, sellers.
 */
import type { ApiErrorBody, CatalogueService, PriceUnit, PrivateUser, PublicUser, Service } from './types';
import type { ExportedConversation } from './conversation-types';
import type { MailPreferences, Notification } from './notification-types';

export type PaymentMethod = 'credit-card' | 'bank-transfer' | 'paypal';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['credit-card', 'bank-transfer', 'paypal'];

/**
 * An order's life: `pending` (the UI says "requested") -> `accepted` | `rejected`;
 * `accepted` -> `work_done` (the craftsman is finished) -> `completed` (the customer confirms, or
 * 14 days after work_done by itself); `cancelled` from pending, accepted or work_done.
 */
export type OrderStatus = 'pending' | 'accepted' | 'rejected' | 'work_done' | 'completed' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'accepted', 'rejected', 'work_done', 'completed', 'cancelled'];

/** Whether the craftsman has marked the money as received (no payment processor yet). */
export type PaymentStatus = 'open' | 'received';

export type OrderEventKind = 'requested' | 'accepted' | 'rejected' | 'cancelled' | 'work_done' | 'completed' | 'auto_completed' | 'payment_received' | 'reviewed';

/** One step of an order's history; `system` = the automatic completion. */
export interface OrderEvent {
  event: OrderEventKind;
  by: 'buyer' | 'seller' | 'system';
  at: string;
  reason: string | null;
  price: number | null;
}

/** The other party's contact, shown to each side once the order is accepted. */
export interface PartyContact {
  name: string;
  email: string;
  phone: string;
  street: string;
  post_number: string;
}

export interface WishlistItem {
  service_id: number;
  added_at: string;
  service: CatalogueService;
}

export interface OrderCreate {
  service_id: number;
  /** Default 1; more than 1 only for services not priced per job. */
  quantity?: number;
  payment_method: PaymentMethod;
  description?: string;
  /** Reference returned by POST /quotation/upload. */
  document_url?: string;
  /** The server computes price × quantity; a sent amount must equal it. */
  amount?: number;
  /** Only the last four digits are kept by the server. */
  account_number?: string;
}

export interface Review {
  id: number;
  order_id: number;
  service_id: number;
  rating: number;
  text: string;
  buyer_firstname: string | null;
  service_title?: string;
  created_at: string;
  updated_at: string;
}

export interface ReviewWrite {
  /** Whole stars 1..5 (older reviews may have half stars). */
  rating: number;
  text?: string;
}

/** Body of reject and cancel (orders), reject and withdraw (direct offers); optional. */
export interface ReasonWrite {
  reason?: string;
}

export interface Order {
  id: number;
  service_id: number;
  service_title: string;
  service_photo: string | null;
  seller_id: number;
  seller_name: string | null;
  buyer_id: number;
  buyer_name: string | null;
  payment_method: PaymentMethod;
  description: string | null;
  has_document: boolean;
  quantity: number;
  unit_price: number;
  /** unit_price × quantity, computed by the server. */
  amount: number;
  price_unit: PriceUnit;
  account_last4: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  /** Why it was rejected or cancelled. */
  reason: string | null;
  cancelled_by: 'buyer' | 'seller' | null;
  work_done_at: string | null;
  completed_at: string | null;
  /** While work_done: when it completes by itself (work_done_at + 14 days). */
  auto_complete_at: string | null;
  /** The review can be edited until then (its creation + 14 days); null without a review. */
  review_editable_until: string | null;
  /** The direct offer this order was agreed in, if any. */
  direct_offer_id: number | null;
  /** Oldest first. */
  history: OrderEvent[];
  /** The other party's contact while accepted, work_done or completed; null otherwise. */
  counterpart_contact: PartyContact | null;
  created_at: string;
  updated_at: string;
  review: Review | null;
}

export interface ServiceStats {
  order_count: number;
  rating_average: number | null;
  rating_count: number;
}

/** `pending`: the craftsman decides; `countered`: the customer decides on the craftsman's price. */
export type DirectOfferStatus = 'pending' | 'countered' | 'accepted' | 'rejected' | 'withdrawn';
export const DIRECT_OFFER_STATUSES: readonly DirectOfferStatus[] = ['pending', 'countered', 'accepted', 'rejected', 'withdrawn'];

export type DirectOfferEventKind = 'offered' | 'countered' | 'accepted' | 'rejected' | 'withdrawn' | 'edited';

export interface DirectOfferEvent {
  event: DirectOfferEventKind;
  by: 'buyer' | 'seller';
  price: number | null;
  /** The counter's message, or the reason of a rejection or withdrawal. */
  message: string | null;
  at: string;
}

export interface DirectOfferWrite {
  seller_id: number;
  description: string;
  document_url?: string;
  /** One of the craftsman's services; null or absent: none. */
  service_id?: number | null;
  /** The customer's proposed price in whole euros. */
  price?: number | null;
  /** Default bank-transfer. */
  payment_method?: PaymentMethod;
}

/** POST /direct-offers/{id}/accept: the version of the offer the accepting party saw (required of the craftsman). */
export interface DirectOfferAccept {
  version?: number;
}

/** A 409 of an accept: `offer` is the offer as it is now when it changed since it was loaded (code `offer.changed`). */
export interface DirectOfferConflict extends ApiErrorBody {
  offer?: DirectOffer;
}

export interface DirectOfferCounter {
  price: number;
  message?: string;
}

export interface DirectOffer {
  id: number;
  buyer_id: number;
  buyer_name: string | null;
  seller_id: number;
  seller_name: string | null;
  description: string;
  has_document: boolean;
  service_id: number | null;
  service_title: string | null;
  /** The customer's proposed price. */
  price: number | null;
  payment_method: PaymentMethod;
  status: DirectOfferStatus;
  counter_price: number | null;
  agreed_price: number | null;
  /** The order accepting created (when the offer names a service and a price was agreed). */
  order_id: number | null;
  /** Counts the offer's changes; accepting sends the version the craftsman saw. */
  version: number;
  /** Oldest first. */
  history: DirectOfferEvent[];
  created_at: string;
  updated_at: string;
}

export interface QuotationAnswer {
  id: number;
  quotation_id: number;
  seller_id: number;
  seller_name: string | null;
  price: number;
  message: string;
  created_at: string;
  updated_at: string;
}

export interface QuotationAnswerWrite {
  price: number;
  message: string;
}

/** A buyer's own quotation request with the craftsmen's answers, cheapest first. */
export interface MyQuotation {
  id: number;
  category_id: number;
  category_name: string | null;
  description: string | null;
  has_document: boolean;
  status: string;
  accepted_answer_id: number | null;
  created_at: string;
  answers: QuotationAnswer[];
}

/**
 * A quotation request as the craftsman who answered it sees it on the "Jobs" page: their own answer and
 * how it stands. `won` = the requester chose this answer; the requester's contact is given only then.
 */
export type AnsweredQuotationOutcome = 'waiting' | 'won' | 'lost' | 'closed';

export interface AnsweredQuotation {
  id: number;
  category_id: number;
  category_name: string | null;
  description: string | null;
  has_document: boolean;
  created_at: string;
  outcome: AnsweredQuotationOutcome;
  answer: QuotationAnswer;
  /** The requester's contact details, once they chose this answer; null otherwise. */
  requester: PartyContact | null;
}

export interface PortfolioProject {
  id: number;
  seller_id: number;
  name: string;
  start_date: string | null;
  end_date: string | null;
  description: string;
  images: string[];
  created_at: string;
  updated_at: string;
}

export interface PortfolioWrite {
  name: string;
  start_date?: string | null;
  end_date?: string | null;
  description: string;
}

/** A craftsman as a buyer may see them: no contact details. */
export interface SellerSummary {
  id: number;
  firstname: string;
  company_name: string | null;
  display_name: string;
}

export interface SellerProfile extends SellerSummary {
  lastname: string;
  services: Service[];
  portfolio: PortfolioProject[];
  rating_average: number | null;
  rating_count: number;
}

/** A file the platform stores for a user, listed in the data export with where to fetch it. */
export interface AccountFile {
  kind: 'service-photo' | 'portfolio-image' | 'document';
  /** Root-relative (`/files/...`) or absolute address; documents are read through their order, offer or quotation. */
  url: string | null;
  /** The order, offer, quotation, service or portfolio project the file belongs to. */
  belongs_to: string;
}

/**
 * GET /users/{id}/export (GDPR Art. 20): everything the platform holds about the caller.
 * Other people appear by id only, except craftsmen's public display names: no other user's
 * personal data is exported.
 */
export interface AccountExport {
  exported_at: string;
  profile: PrivateUser;
  services: Service[];
  portfolio: PortfolioProject[];
  orders_placed: Order[];
  orders_received: Order[];
  direct_offers_sent: DirectOffer[];
  direct_offers_received: DirectOffer[];
  quotation_requests: MyQuotation[];
  quotation_answers: QuotationAnswer[];
  reviews_written: Review[];
  reviews_received: Review[];
  wishlist: WishlistItem[];
  conversations: ExportedConversation[];
  /** Every notification of the account, newest first, and its mail settings. */
  notifications: Notification[];
  mail_preferences: MailPreferences;
  files: AccountFile[];
}

export type { PublicUser };

/** One public page's record in GET /sitemap/services and /sitemap/sellers: its id and last change. */
export interface SitemapEntry {
  id: number;
  updated_at: string;
}

/** A page of sitemap entries, ordered by id, and how many there are in all. */
export interface SitemapPage {
  items: SitemapEntry[];
  total: number;
}
