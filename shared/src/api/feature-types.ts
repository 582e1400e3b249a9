/**
 * Wire types of the resources the spec shows as static and the issues make real:
 * wishlist, orders (with payment), reviews, direct offers, quotation answers, portfolio, sellers.
 */
import type { CatalogueService, PrivateUser, PublicUser, Service } from './types';
import type { ExportedConversation } from './conversation-types';
import type { MailPreferences, Notification } from './notification-types';

export type PaymentMethod = 'credit-card' | 'bank-transfer' | 'paypal';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['credit-card', 'bank-transfer', 'paypal'];

export type OrderStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled';

export interface WishlistItem {
  service_id: number;
  added_at: string;
  service: CatalogueService;
}

export interface OrderCreate {
  service_id: number;
  payment_method: PaymentMethod;
  description?: string;
  /** Reference returned by POST /quotation/upload. */
  document_url?: string;
  amount: number;
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
  rating: number;
  text: string;
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
  amount: number;
  account_last4: string | null;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
  review: Review | null;
}

export interface ServiceStats {
  order_count: number;
  rating_average: number | null;
  rating_count: number;
}

export type DirectOfferStatus = 'pending' | 'accepted' | 'rejected';

export interface DirectOfferWrite {
  seller_id: number;
  description: string;
  document_url?: string;
}

export interface DirectOffer {
  id: number;
  buyer_id: number;
  buyer_name: string | null;
  seller_id: number;
  seller_name: string | null;
  description: string;
  has_document: boolean;
  status: DirectOfferStatus;
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
 * GET /users/{id}/export (#13, GDPR Art. 20): everything the platform holds about the caller.
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
  /** Every notification of the account (#15), newest first, and its mail settings. */
  notifications: Notification[];
  mail_preferences: MailPreferences;
  files: AccountFile[];
}

export type { PublicUser };
