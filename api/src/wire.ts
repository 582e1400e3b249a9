/**
 * The API's response shapes. The TypeScript wire types in @craft/shared stay the source of truth
 * (server and UI cannot drift apart); the zod schemas below describe the same shapes at run time,
 * for the response serializer (which writes only the listed fields, so nothing private leaves by
 * accident) and the OpenAPI document. `WireChecks` at the bottom fails the type-check when a
 * schema's output type and its shared wire type differ in any field, optionality or nullability.
 * Types come through the package exports of @craft/shared ("./api/types", "./api/feature-types").
 */
import { z } from 'zod';
import { DOCUMENT_MEDIA_TYPES } from './lib/file-types';
import type {
  Accepted,
  CatalogueService,
  Category,
  CreatedId,
  Locale,
  LoginResponse,
  NullInt64,
  NullString,
  PriceUnit,
  PrivateUser,
  PublicUser,
  QuotationWire,
  Role,
  Service,
  ServicePhoto,
  UploadedFile,
  ApiErrorBody,
} from '@craft/shared/api/types';
import type {
  AccountExport,
  AccountFile,
  AnsweredQuotation,
  DirectOffer,
  DirectOfferEvent,
  DirectOfferStatus,
  MyQuotation,
  Order,
  OrderEvent,
  OrderStatus,
  PartyContact,
  PaymentMethod,
  PaymentStatus,
  PortfolioProject,
  QuotationAnswer,
  Review,
  SellerProfile,
  SellerSummary,
  ServiceStats,
  SitemapEntry,
  SitemapPage,
  WishlistItem,
} from '@craft/shared/api/feature-types';
import { CATALOGUE_ERROR_CODES, type CatalogueErrorCode } from '@craft/shared/api/error-codes';
import type { ChatMessage, ConversationOpened, ConversationSummary, MessagePage, UnreadCount } from '@craft/shared/api/conversation-types';
import { NOTIFICATION_KINDS, type MailPreferences, type Notification, type NotificationPage } from '@craft/shared/api/notification-types';
import type { CategoryCount, SearchPage, SearchResult, SearchSort, ServiceArea } from '@craft/shared/api/search-types';

export type { CategoryCount, SearchPage, SearchResult, SearchSort, ServiceArea } from '@craft/shared/api/search-types';

export type {
  CatalogueService,
  Category,
  LoginResponse,
  PriceUnit,
  PrivateUser,
  PublicUser,
  QuotationWire,
  Role,
  Service,
} from '@craft/shared/api/types';
export type {
  AccountExport,
  AccountFile,
  AnsweredQuotation,
  AnsweredQuotationOutcome,
  DirectOffer,
  DirectOfferEvent,
  DirectOfferStatus,
  MyQuotation,
  Order,
  OrderEvent,
  OrderEventKind,
  OrderStatus,
  PartyContact,
  PaymentMethod,
  PaymentStatus,
  PortfolioProject,
  QuotationAnswer,
  Review,
  SellerProfile,
  SellerSummary,
  ServiceStats,
  SitemapPage,
  WishlistItem,
} from '@craft/shared/api/feature-types';

const id = z.number().int();
const timestamp = z.string().meta({ format: 'date-time' });
/** Root-relative (`/files/...`) or absolute (S3 public URL) address of a stored file. */
const fileUrl = z.string();

// ---- errors ---------------------------------------------------------------------------------

/** Every `code`: a catalogue code, or `validation.<field>` for a request its schema refused. */
const apiErrorCode = z
  .union([z.enum(CATALOGUE_ERROR_CODES as [CatalogueErrorCode, ...CatalogueErrorCode[]]), z.templateLiteral(['validation.', z.string()])])
  .meta({ description: 'Stable machine code of the error, for screens to translate (shared/src/api/error-codes.ts)' });

export const apiError = z
  .object({ error: z.string(), code: apiErrorCode })
  .meta({ id: 'ApiError', description: 'Every error: `{ error: English reason, code: stable machine code }`.' });

// ---- users ----------------------------------------------------------------------------------

export const role = z.enum(['buyer', 'seller']);

/** The language of a user's mails and screens. */
export const locale = z.enum(['de', 'en']).meta({ description: 'Language of the e-mails and screens: de or en' });

/** What anyone may read about a user: no e-mail, phone, address or password hash. */
export const publicUser = z
  .object({ id, firstname: z.string(), lastname: z.string(), role, company_name: z.string().nullable() })
  .meta({ id: 'PublicUser' });

/** What a user reads about themselves (login, own GET /users/{id}, registration). */
export const privateUser = publicUser
  .extend({
    email: z.string(),
    street: z.string(),
    post_number: z.string(),
    phone: z.string(),
    city: z.string().nullable(),
    created_at: timestamp.optional(),
    email_confirmed: z.boolean(),
    pending_email: z.string().nullable().optional(),
    locale: locale.optional(),
    legal_consent: z
      .object({ terms_version: z.string(), privacy_version: z.string(), accepted_at: timestamp })
      .nullable()
      .optional()
      .meta({ description: 'The terms and privacy notice versions the user accepted, and when; null for accounts from before consent was asked' }),
  })
  .meta({ id: 'PrivateUser' });

export const loginResponse = z.object({ access_token: z.string(), user: privateUser }).meta({ id: 'LoginResponse' });

// ---- catalogue and services -----------------------------------------------------------------

export const priceUnit = z.enum(['job', 'hour', 'm2', 'm', 'piece']).meta({ description: 'What the price is for; `job`: the whole job, quantity 1' });

export const catalogueService = z
  .object({
    id,
    title: z.string(),
    description: z.string(),
    price: z.number(),
    price_unit: priceUnit,
    photo: fileUrl.nullable(),
    thumbnail: fileUrl.nullable(),
    seller_id: id,
    seller_firstname: z.string().nullable(),
    seller_company_name: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'CatalogueService' });

export const category = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    services: z.array(catalogueService),
    service_count: z.number().int(),
  })
  .meta({ id: 'Category' });

/** `{items, page, size, total}` of any item schema. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });
}

export const categoryList = z.array(category);

export const catalogueServicePage = pageOf(catalogueService).meta({ id: 'CatalogueServicePage' });

// ---- search and service areas ------------------------------------------------------------

export const searchResult = catalogueService
  .extend({
    category_id: id,
    distance_km: z.number().optional().meta({ description: 'km between the seller\'s service postcode and the searched one; only with `postcode`' }),
  })
  .meta({ id: 'SearchResult' });

export const categoryCount = z.object({ category_id: id, count: z.number().int() }).meta({ id: 'CategoryCount' });

export const searchPage = pageOf(searchResult)
  .extend({
    category_counts: z
      .array(categoryCount)
      .optional()
      .meta({ description: 'With `facets=categories`: hits per category ignoring `category`, most first' }),
  })
  .meta({ id: 'SearchPage' });

export const searchSort = z.enum(['relevance', 'price_asc', 'price_desc', 'distance', 'newest']);

export const serviceArea = z
  .object({ post_number: z.string().nullable(), radius_km: z.number().int(), place: z.string().nullable() })
  .meta({ id: 'ServiceArea' });

export const service = z
  .object({
    id,
    seller_id: id,
    category_id: id,
    title: z.string(),
    description: z.string(),
    price: z.number(),
    price_unit: priceUnit,
    created_at: timestamp,
    updated_at: timestamp.optional(),
    photo: fileUrl.nullable(),
    photos: z.array(fileUrl),
    thumbnail: fileUrl.nullable().optional(),
    created_by: id,
    updated_by: id,
  })
  .meta({ id: 'Service' });

export const servicePhoto = z.object({ photo_url: fileUrl }).meta({ id: 'ServicePhoto' });

/** POST/PUT /services/photos: the stored photo and its thumbnail. */
export const storedPhoto = z
  .object({ photo_url: fileUrl.nullable(), thumbnail_url: fileUrl.nullable() })
  .meta({ id: 'StoredPhoto' });

// ---- quotations -----------------------------------------------------------------------------

export const uploadedFile = z
  .object({ file_url: z.string().meta({ description: 'Opaque `doc_…` reference, not a URL' }) })
  .meta({ id: 'UploadedFile' });

export const quotationCreated = z.object({ id, status: z.literal('open') }).meta({ id: 'QuotationCreated' });

const nullInt64 = z.object({ Int64: z.number().int(), Valid: z.boolean() });
const nullString = z.object({ String: z.string(), Valid: z.boolean() });

export const quotationWire = z
  .object({
    id,
    category_id: nullInt64,
    document_url: nullString,
    description: nullString,
    status: z.string(),
    user_id: nullInt64,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'QuotationWire' });

export const quotationAnswer = z
  .object({
    id,
    quotation_id: id,
    seller_id: id,
    seller_name: z.string().nullable(),
    price: z.number(),
    message: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'QuotationAnswer' });

/** What a quotation request says, as its requester and the craftsmen who answered see it. */
const quotationRequest = {
  id,
  category_id: id,
  category_name: z.string().nullable(),
  description: z.string().nullable(),
  has_document: z.boolean(),
  created_at: timestamp,
};

export const myQuotation = z
  .object({
    ...quotationRequest,
    status: z.string(),
    accepted_answer_id: id.nullable(),
    answers: z.array(quotationAnswer),
  })
  .meta({ id: 'MyQuotation' });

// ---- wishlist, orders, reviews, offers --------------------------------------------------------

export const wishlistItem = z
  .object({ service_id: id, added_at: timestamp, service: catalogueService })
  .meta({ id: 'WishlistItem' });

export const paymentMethod = z.enum(['credit-card', 'bank-transfer', 'paypal']);
export const orderStatus = z.enum(['pending', 'accepted', 'rejected', 'work_done', 'completed', 'cancelled']);
export const paymentStatus = z.enum(['open', 'received']);
const party = z.enum(['buyer', 'seller']);

export const orderEvent = z
  .object({
    event: z.enum(['requested', 'accepted', 'rejected', 'cancelled', 'work_done', 'completed', 'auto_completed', 'payment_received', 'reviewed']),
    by: z.enum(['buyer', 'seller', 'system']),
    at: timestamp,
    reason: z.string().nullable(),
    price: z.number().nullable(),
  })
  .meta({ id: 'OrderEvent' });

export const partyContact = z
  .object({ name: z.string(), email: z.string(), phone: z.string(), street: z.string(), post_number: z.string() })
  .meta({ id: 'PartyContact', description: "The other party's contact; only on accepted, work_done and completed orders" });

export const answeredQuotation = z
  .object({
    ...quotationRequest,
    outcome: z.enum(['waiting', 'won', 'lost', 'closed']),
    answer: quotationAnswer,
    requester: partyContact.nullable(),
  })
  .meta({ id: 'AnsweredQuotation', description: "A request the caller answered; the requester's contact only once they chose this answer" });

export const review = z
  .object({
    id,
    order_id: id,
    service_id: id,
    rating: z.number(),
    text: z.string(),
    buyer_firstname: z.string().nullable(),
    service_title: z.string().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Review' });

export const order = z
  .object({
    id,
    service_id: id,
    service_title: z.string(),
    service_photo: fileUrl.nullable(),
    seller_id: id,
    seller_name: z.string().nullable(),
    buyer_id: id,
    buyer_name: z.string().nullable(),
    payment_method: paymentMethod,
    description: z.string().nullable(),
    has_document: z.boolean(),
    quantity: z.number().int(),
    unit_price: z.number(),
    amount: z.number().meta({ description: 'unit_price × quantity' }),
    price_unit: priceUnit,
    account_last4: z.string().nullable(),
    status: orderStatus,
    payment_status: paymentStatus,
    reason: z.string().nullable(),
    cancelled_by: party.nullable(),
    work_done_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    auto_complete_at: timestamp.nullable(),
    review_editable_until: timestamp.nullable(),
    direct_offer_id: id.nullable(),
    history: z.array(orderEvent),
    counterpart_contact: partyContact.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    review: review.nullable(),
  })
  .meta({ id: 'Order' });

export const serviceStats = z
  .object({ order_count: z.number().int(), rating_average: z.number().nullable(), rating_count: z.number().int() })
  .meta({ id: 'ServiceStats' });

export const directOfferStatus = z.enum(['pending', 'countered', 'accepted', 'rejected', 'withdrawn']);

export const directOfferEvent = z
  .object({
    event: z.enum(['offered', 'countered', 'accepted', 'rejected', 'withdrawn', 'edited']),
    by: party,
    price: z.number().nullable(),
    message: z.string().nullable(),
    at: timestamp,
  })
  .meta({ id: 'DirectOfferEvent' });

export const directOffer = z
  .object({
    id,
    buyer_id: id,
    buyer_name: z.string().nullable(),
    seller_id: id,
    seller_name: z.string().nullable(),
    description: z.string(),
    has_document: z.boolean(),
    service_id: id.nullable(),
    service_title: z.string().nullable(),
    price: z.number().nullable(),
    payment_method: paymentMethod,
    status: directOfferStatus,
    counter_price: z.number().nullable(),
    agreed_price: z.number().nullable(),
    order_id: id.nullable(),
    version: z.number().int(),
    history: z.array(directOfferEvent),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'DirectOffer' });

/** 409 of an accept: with `offer` (the current one) when the offer changed since the accepting party loaded it. */
export const directOfferConflict = apiError
  .extend({ offer: directOffer.optional() })
  .meta({ id: 'DirectOfferConflict', description: 'An error; `offer` is the changed offer as it is now, when it changed since it was loaded.' });

// ---- sellers and portfolio -------------------------------------------------------------------

export const portfolioProject = z
  .object({
    id,
    seller_id: id,
    name: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    description: z.string(),
    images: z.array(fileUrl),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'PortfolioProject' });

/** A craftsman as a buyer may see them: no contact details. */
export const sellerSummary = z
  .object({ id, firstname: z.string(), company_name: z.string().nullable(), display_name: z.string() })
  .meta({ id: 'SellerSummary' });

export const sellerProfile = sellerSummary
  .extend({
    lastname: z.string(),
    services: z.array(service),
    portfolio: z.array(portfolioProject),
    rating_average: z.number().nullable(),
    rating_count: z.number().int(),
  })
  .meta({ id: 'SellerProfile' });

// ---- sitemap ----------------------------------------------------------------------------

export const sitemapEntry = z.object({ id, updated_at: timestamp }).meta({ id: 'SitemapEntry' });

export const sitemapPage = z
  .object({ items: z.array(sitemapEntry), total: z.number().int() })
  .meta({ id: 'SitemapPage', description: 'Public pages of one kind, ordered by id, for the web server\'s sitemap' });

// ---- conversations ----------------------------------------------------------------------

export const chatMessage = z
  .object({
    id,
    conversation_id: id,
    sender_id: id,
    text: z.string(),
    has_attachment: z.boolean(),
    erased: z.boolean().meta({ description: 'The sender deleted their account: text and attachment are gone (text is empty); clients show a placeholder' }),
    created_at: timestamp,
  })
  .meta({ id: 'ChatMessage' });

export const conversationSummary = z
  .object({
    id,
    buyer_id: id,
    seller_id: id,
    other_party: z.object({ id, name: z.string(), role: z.enum(['buyer', 'seller']) }),
    subject: z.object({
      kind: z.enum(['general', 'service', 'order', 'direct_offer', 'quotation']),
      id: id.nullable(),
      title: z.string().nullable(),
    }),
    last_message: chatMessage.nullable(),
    unread_count: z.number().int(),
    last_message_at: timestamp,
    created_at: timestamp,
  })
  .meta({ id: 'ConversationSummary' });

export const conversationOpened = z.object({ conversation: conversationSummary, message: chatMessage }).meta({ id: 'ConversationOpened' });
export const messagePage = z.object({ items: z.array(chatMessage), has_more: z.boolean() }).meta({ id: 'MessagePage' });
export const unreadCount = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
export const exportedConversation = z
  .object({ id, other_party_id: id, subject: conversationSummary.shape.subject, messages: z.array(chatMessage) })
  .meta({ id: 'ExportedConversation' });

// ---- notifications ----------------------------------------------------------------------

export const notification = z
  .object({
    id,
    kind: z.enum(NOTIFICATION_KINDS),
    subject: z.object({ type: z.enum(['order', 'direct_offer', 'quotation', 'review']), id }),
    actor_name: z.string().nullable(),
    title: z.string().nullable(),
    price: z.number().int().nullable(),
    reason: z.string().nullable(),
    created_at: timestamp,
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });

export const notificationPage = z.object({ items: z.array(notification), unread: z.number().int() }).meta({ id: 'NotificationPage' });

export const mailPreferences = z
  .object({ orders: z.boolean(), offers: z.boolean(), reviews: z.boolean(), quotation_requests: z.boolean(), messages: z.boolean() })
  .meta({ id: 'MailPreferences', description: 'true: mails of the group are sent (the default)' });

// ---- accounts ---------------------------------------------------------------------------

/** POST /users/password-reset: the one answer for known and unknown addresses alike. */
export const accepted = z.object({ status: z.literal('accepted') }).meta({ id: 'Accepted' });

export const accountFile = z
  .object({ kind: z.enum(['service-photo', 'portfolio-image', 'document']), url: fileUrl.nullable(), belongs_to: z.string() })
  .meta({ id: 'AccountFile' });

export const accountExport = z
  .object({
    exported_at: timestamp,
    profile: privateUser,
    services: z.array(service),
    portfolio: z.array(portfolioProject),
    orders_placed: z.array(order),
    orders_received: z.array(order),
    direct_offers_sent: z.array(directOffer),
    direct_offers_received: z.array(directOffer),
    quotation_requests: z.array(myQuotation),
    quotation_answers: z.array(quotationAnswer),
    reviews_written: z.array(review),
    reviews_received: z.array(review),
    wishlist: z.array(wishlistItem),
    conversations: z.array(exportedConversation),
    notifications: z.array(notification),
    mail_preferences: mailPreferences,
    files: z.array(accountFile),
  })
  .meta({ id: 'AccountExport', description: 'Sent as a JSON attachment (Content-Disposition)' });

// ---- misc -------------------------------------------------------------------------------------

export const health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['sqlite', 'postgres']),
    writable: z.object({ database: z.boolean(), storage: z.boolean() }),
    /** With REDIS_URL: whether it answers (down = degraded: limits per instance, short cache lifetimes, mail sent here). */
    redis: z.enum(['up', 'down']).optional(),
  })
  .meta({ id: 'Health' });

/** A 204: no body. */
export const noContent = z.null().meta({ description: 'No content' });

/** A file streamed as it is stored (photos, private documents); never serialized as JSON. */
export function fileDownload(mediaType: string | readonly [string, ...string[]], description: string) {
  const types = typeof mediaType === 'string' ? [mediaType] : [...mediaType];
  return z.string().meta({ format: 'binary', contentMediaType: types[0], 'x-media-types': types, description });
}

/** An order's or offer's attached document, for its parties only. */
export const attachedDocument = fileDownload(DOCUMENT_MEDIA_TYPES, 'The attached document with the type its bytes showed on upload, as an attachment');

/**
 * A route's `response` schemas plus the `{ error }` body every 4xx/5xx has (see the error handler).
 */
export function responses<T extends Record<number, z.ZodType>>(success: T) {
  return { ...success, '4xx': apiError, '5xx': apiError };
}

// ---- compile-time checks: schema output === shared wire type ------------------------------------

/** True only when A and B are the same type (optional vs required and null included). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/** The zod output type, with the same object nesting flattened as TypeScript shows interfaces. */
type Out<S extends z.ZodType> = Flat<z.output<S>>;
type Flat<T> = T extends readonly (infer U)[] ? Flat<U>[] : T extends object ? { [K in keyof T]: Flat<T[K]> } : T;

/** @public Compile-time only: the type-check fails when a response schema drifts from its wire type. */
export type WireChecks = [
  Expect<Same<Out<typeof apiError>, Flat<ApiErrorBody>>>,
  Expect<Same<z.output<typeof role>, Role>>,
  Expect<Same<z.output<typeof locale>, Locale>>,
  Expect<Same<Out<typeof publicUser>, Flat<PublicUser>>>,
  Expect<Same<Out<typeof privateUser>, Flat<PrivateUser>>>,
  Expect<Same<Out<typeof loginResponse>, Flat<LoginResponse>>>,
  Expect<Same<Out<typeof catalogueService>, Flat<CatalogueService>>>,
  Expect<Same<Out<typeof searchResult>, Flat<SearchResult>>>,
  Expect<Same<Out<typeof searchPage>, Flat<SearchPage>>>,
  Expect<Same<Out<typeof categoryCount>, Flat<CategoryCount>>>,
  Expect<Same<z.output<typeof searchSort>, SearchSort>>,
  Expect<Same<Out<typeof serviceArea>, Flat<ServiceArea>>>,
  Expect<Same<Out<typeof category>, Flat<Category>>>,
  Expect<Same<Out<typeof service>, Flat<Service>>>,
  Expect<Same<Out<typeof servicePhoto>, Flat<ServicePhoto>>>,
  Expect<Same<Out<typeof uploadedFile>, Flat<UploadedFile>>>,
  Expect<Same<Out<typeof nullInt64>, Flat<NullInt64>>>,
  Expect<Same<Out<typeof nullString>, Flat<NullString>>>,
  Expect<Same<Out<typeof quotationWire>, Flat<QuotationWire>>>,
  Expect<Same<Out<typeof quotationAnswer>, Flat<QuotationAnswer>>>,
  Expect<Same<Out<typeof myQuotation>, Flat<MyQuotation>>>,
  Expect<Same<Out<typeof wishlistItem>, Flat<WishlistItem>>>,
  Expect<Same<z.output<typeof paymentMethod>, PaymentMethod>>,
  Expect<Same<z.output<typeof orderStatus>, OrderStatus>>,
  Expect<Same<z.output<typeof priceUnit>, PriceUnit>>,
  Expect<Same<z.output<typeof paymentStatus>, PaymentStatus>>,
  Expect<Same<Out<typeof orderEvent>, Flat<OrderEvent>>>,
  Expect<Same<Out<typeof partyContact>, Flat<PartyContact>>>,
  Expect<Same<Out<typeof answeredQuotation>, Flat<AnsweredQuotation>>>,
  Expect<Same<z.output<typeof directOfferStatus>, DirectOfferStatus>>,
  Expect<Same<Out<typeof directOfferEvent>, Flat<DirectOfferEvent>>>,
  Expect<Same<Out<typeof review>, Flat<Review>>>,
  Expect<Same<Out<typeof order>, Flat<Order>>>,
  Expect<Same<Out<typeof serviceStats>, Flat<ServiceStats>>>,
  Expect<Same<Out<typeof directOffer>, Flat<DirectOffer>>>,
  Expect<Same<Out<typeof portfolioProject>, Flat<PortfolioProject>>>,
  Expect<Same<Out<typeof sellerSummary>, Flat<SellerSummary>>>,
  Expect<Same<Out<typeof sellerProfile>, Flat<SellerProfile>>>,
  Expect<Same<Out<typeof sitemapEntry>, Flat<SitemapEntry>>>,
  Expect<Same<Out<typeof sitemapPage>, Flat<SitemapPage>>>,
  Expect<Same<Out<typeof quotationCreated>, Flat<CreatedId & { status: 'open' }>>>,
  Expect<Same<Out<typeof accepted>, Flat<Accepted>>>,
  Expect<Same<Out<typeof accountFile>, Flat<AccountFile>>>,
  Expect<Same<Out<typeof accountExport>, Flat<AccountExport>>>,
  Expect<Same<Out<typeof chatMessage>, Flat<ChatMessage>>>,
  Expect<Same<Out<typeof conversationSummary>, Flat<ConversationSummary>>>,
  Expect<Same<Out<typeof conversationOpened>, Flat<ConversationOpened>>>,
  Expect<Same<Out<typeof messagePage>, Flat<MessagePage>>>,
  Expect<Same<Out<typeof unreadCount>, Flat<UnreadCount>>>,
  Expect<Same<Out<typeof notification>, Flat<Notification>>>,
  Expect<Same<Out<typeof notificationPage>, Flat<NotificationPage>>>,
  Expect<Same<Out<typeof mailPreferences>, Flat<MailPreferences>>>,
];
