/**
 * Wire types of the API, derived from the schemas in ../schemas (one module per resource, the
 * responses' in ../schemas/responses):
 * responses as the API sends them (`z.output`), request bodies as a client may send them
 * (`z.input`). Field names are the spec's, snake_case included. Type imports only: the schemas
 * stay out of every bundle that needs just the types.
 */
import type { z } from 'zod';
import type { quotationCreateSchema } from '../schemas/quotations';
import type { category } from '../schemas/responses/categories';
import type { accepted, apiError } from '../schemas/responses/common';
import type { nullInt64, nullString, quotationCreated, quotationWire, uploadedFile } from '../schemas/responses/quotations';
import type { catalogueService, photoImage, priceUnit, service, servicePhoto, storedPhoto } from '../schemas/responses/services';
import type { legalConsentRecord, loginResponse, privateUser, publicUser } from '../schemas/responses/users';
import type { serviceWriteSchema } from '../schemas/services';
import type { localeSchema, loginSchema, registerSchema, roleSchema } from '../schemas/users';

export type Role = z.output<typeof roleSchema>;

/**
 * The role of a signed-in account: a marketplace party, or an operator (platform staff, whom the
 * login lets in with an authenticator code and who neither buys nor sells). Nobody registers as one.
 */
export type AccountRole = Role | 'operator';

/**
 * The languages of the product: German first, English the spec's text. A user's choice is
 * stored on the account (their e-mails follow it); without one, `de*` browsers get German.
 */
export type Locale = z.output<typeof localeSchema>;
export const LOCALES: readonly Locale[] = ['de', 'en'];

/** What anyone may read about a user. */
export type PublicUser = z.output<typeof publicUser>;

/** What a user reads about themselves (GET /users/{id} with their own token, login). */
export type PrivateUser = z.output<typeof privateUser>;

/** A stored consent to the legal documents (versions from shared/src/legal/index.ts). */
export type LegalConsentRecord = z.output<typeof legalConsentRecord>;

/** The 202 body of POST /users/password-reset, the same whether the address has an account or not. */
export type Accepted = z.output<typeof accepted>;

export type User = PublicUser & Partial<Omit<PrivateUser, keyof PublicUser>>;

export type LoginRequest = z.input<typeof loginSchema>;

export type LoginResponse = z.output<typeof loginResponse>;

export type RegisterRequest = z.input<typeof registerSchema>;

/**
 * What a service's price is for: the whole job (quantity always 1), or per hour, square
 * metre, metre or piece (the order names a quantity).
 */
export type PriceUnit = z.output<typeof priceUnit>;
export const PRICE_UNITS: readonly PriceUnit[] = ['job', 'hour', 'm2', 'm', 'piece'];

/** A service as the landing catalogue lists it: everything a card needs, no call per card. */
export type CatalogueService = z.output<typeof catalogueService>;
export type PhotoImage = z.output<typeof photoImage>;

export type Category = z.output<typeof category>;

/** One page of a list (the schemas' `pageOf`). */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export type Service = z.output<typeof service>;

export type ServiceWrite = z.input<typeof serviceWriteSchema>;

export type ServicePhoto = z.output<typeof servicePhoto>;

/** POST/PUT /services/photos' answer: the stored photo's id, URLs and sizes. */
export type StoredPhoto = z.output<typeof storedPhoto>;

export interface CreatedId {
  id: number;
}

export type QuotationStatus = 'open' | 'accepted' | 'closed';

/** Go-style nullable wrappers, as the quotation list sends them. */
export type NullInt64 = z.output<typeof nullInt64>;
export type NullString = z.output<typeof nullString>;

export type QuotationWire = z.output<typeof quotationWire>;
/** POST /quotation's answer: the request's id and how many craftsmen it reaches. */
export type QuotationCreated = z.output<typeof quotationCreated>;

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

export type QuotationCreate = z.input<typeof quotationCreateSchema>;

export type UploadedFile = z.output<typeof uploadedFile>;

/** Every API error: the English sentence, and the stable code a screen translates (see error-codes.ts). */
export type ApiErrorBody = z.output<typeof apiError>;
