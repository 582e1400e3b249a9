/** Wire types of the API. Field names are the spec's, snake_case included. */

import type { ApiErrorCode } from './error-codes';

export type Role = 'buyer' | 'seller';

/**
 * The languages of the product: German first, English the spec's text. A user's choice is
 * stored on the account (their e-mails follow it); without one, `de*` browsers get German.
 */
export type Locale = 'de' | 'en';
export const LOCALES: readonly Locale[] = ['de', 'en'];

/** What anyone may read about a user. */
export interface PublicUser {
  id: number;
  firstname: string;
  lastname: string;
  role: Role;
  company_name: string | null;
}

/** What a user reads about themselves (GET /users/{id} with their own token, login). */
export interface PrivateUser extends PublicUser {
  email: string;
  street: string;
  post_number: string;
  phone: string;
  city: string | null;
  created_at?: string;
  /** False until the address was confirmed through the e-mailed link. */
  email_confirmed: boolean;
  /** A new address waiting for its confirmation link; the login address until then stays `email`. */
  pending_email?: string | null;
  /**
   * The language of the user's e-mails and screens; change it with PUT /users/me/locale.
   * The API always sends it; optional for sessions stored before it existed.
   */
  locale?: Locale;
  /**
   * Which terms (AGB) and privacy notice the user accepted, and when; null for accounts from
   * before consent was asked. Only in the user's own (private) view, never in a public one.
   */
  legal_consent?: LegalConsentRecord | null;
}

/** A stored consent to the legal documents (versions from shared/src/legal/index.ts). */
export interface LegalConsentRecord {
  terms_version: string;
  privacy_version: string;
  accepted_at: string;
}

/** The 202 body of POST /users/password-reset, the same whether the address has an account or not. */
export interface Accepted {
  status: 'accepted';
}

export type User = PublicUser & Partial<Omit<PrivateUser, keyof PublicUser>>;

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  access_token: string;
  user: PrivateUser;
}

export interface RegisterRequest {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  post_number: string;
  street: string;
  phone: string;
  role: Role;
  city?: string;
  company_name?: string;
  /** The language chosen on the form; without it the request's Accept-Language decides. */
  locale?: Locale;
  /** Consent to the terms and the privacy notice: `currentConsent()` from @craft/shared/legal. */
  accept_terms: true;
  terms_version: string;
  privacy_version: string;
  created_by?: number;
  updated_by?: number;
}

/**
 * What a service's price is for: the whole job (quantity always 1), or per hour, square
 * metre, metre or piece (the order names a quantity).
 */
export type PriceUnit = 'job' | 'hour' | 'm2' | 'm' | 'piece';
export const PRICE_UNITS: readonly PriceUnit[] = ['job', 'hour', 'm2', 'm', 'piece'];

/** A service as the landing catalogue lists it: everything a card needs, no call per card. */
export interface CatalogueService {
  id: number;
  title: string;
  description: string;
  price: number;
  price_unit: PriceUnit;
  photo: string | null;
  thumbnail: string | null;
  seller_id: number;
  seller_firstname: string | null;
  seller_company_name: string | null;
  created_at: string;
}

export interface Category {
  id: number;
  name: string;
  description: string;
  /** The newest services of the category (bounded); service_count says how many exist. */
  services: CatalogueService[];
  service_count: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export interface Service {
  id: number;
  seller_id: number;
  category_id: number;
  title: string;
  description: string;
  price: number;
  price_unit: PriceUnit;
  created_at: string;
  updated_at?: string;
  photo: string | null;
  photos: string[];
  thumbnail?: string | null;
  created_by: number;
  updated_by: number;
}

export interface ServiceWrite {
  seller_id: number;
  category_id: number;
  title: string;
  description: string;
  price: number;
  /** Absent: 'job' on create, unchanged on update. */
  price_unit?: PriceUnit;
}

export interface ServicePhoto {
  photo_url: string;
}

export interface CreatedId {
  id: number;
}

export type QuotationStatus = 'open' | 'accepted' | 'closed';

/** Go-style nullable wrappers, as the quotation list sends them. */
export interface NullInt64 {
  Int64: number;
  Valid: boolean;
}
export interface NullString {
  String: string;
  Valid: boolean;
}

export interface QuotationWire {
  id: number;
  category_id: NullInt64;
  document_url: NullString;
  description: NullString;
  status: string;
  user_id: NullInt64;
  created_at: string;
  updated_at: string;
}

/** The quotation list in clean types for the UI. */
export interface Quotation {
  id: number;
  categoryId: number | null;
  documentUrl: string | null;
  description: string | null;
  status: string;
  userId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuotationCreate {
  category_id: number;
  document_url?: string;
  description?: string;
  firstname: string;
  lastname: string;
  street: string;
  post_number: string;
  phone: string;
  email: string;
  status: 'open';
}

export interface UploadedFile {
  file_url: string;
}

/** Every API error: the English sentence as before, and the stable code a screen translates (see error-codes.ts). */
export interface ApiErrorBody {
  error: string;
  code: ApiErrorCode;
}
