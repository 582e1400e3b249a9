/**
 * Wire types of the resources the spec shows as static and the issues make real: wishlist,
 * orders (with payment), reviews, direct offers, quotation answers, portfolio, sellers, the
 * account export. Derived from the schemas in ../schemas: responses (../schemas/responses)
 * `z.output`, request bodies `z.input`. Type imports only, so no schema reaches a bundle through this file.
 */
import type { z } from 'zod';
import type { directOfferAcceptSchema, directOfferCounterSchema, directOfferWriteSchema } from '../schemas/direct-offers';
import type { orderCreateSchema, reasonSchema } from '../schemas/orders';
import type { projectWriteSchema } from '../schemas/portfolio';
import type { quotationAnswerSchema } from '../schemas/quotation-answers';
import type { accountExport, accountFile } from '../schemas/responses/account';
import type { directOffer, directOfferConflict, directOfferEvent, directOfferEventKind, directOfferStatus } from '../schemas/responses/direct-offers';
import type {
  order,
  orderEvent,
  orderEventKind,
  orderStatus,
  partyContact,
  paymentMethod,
  paymentStatus,
  serviceStats,
  serviceWeek,
} from '../schemas/responses/orders';
import type { portfolioProject } from '../schemas/responses/portfolio';
import type { answeredQuotation, answeredQuotationOutcome, myQuotation, quotationAnswer } from '../schemas/responses/quotation-answers';
import type { review } from '../schemas/responses/reviews';
import type { sellerProfile, sellerSummary } from '../schemas/responses/sellers';
import type { companyProfile, onboarding } from '../schemas/responses/company';
import type { companyProfileSchema } from '../schemas/company';
import type { traderDetailsSchema } from '../schemas/trader';
import type { traderDetails, traderProfile } from '../schemas/responses/trader';
import type { sitemapEntry, sitemapPage } from '../schemas/responses/sitemap';
import type { wishlistItem } from '../schemas/responses/wishlist';
import type { reviewWriteSchema } from '../schemas/reviews';

export type PaymentMethod = z.output<typeof paymentMethod>;
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['credit-card', 'bank-transfer', 'paypal'];

/**
 * An order's life: `pending` (the UI says "requested") -> `accepted` | `rejected`;
 * `accepted` -> `work_done` (the craftsman is finished) -> `completed` (the customer confirms, or
 * 14 days after work_done by itself); `cancelled` from pending, accepted or work_done.
 */
export type OrderStatus = z.output<typeof orderStatus>;
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'accepted', 'rejected', 'work_done', 'completed', 'cancelled'];

/** Whether the craftsman has marked the money as received (no payment processor yet). */
export type PaymentStatus = z.output<typeof paymentStatus>;

export type OrderEventKind = z.output<typeof orderEventKind>;

/** One step of an order's history; `system` = the automatic completion. */
export type OrderEvent = z.output<typeof orderEvent>;

/** The other party's contact, shown to each side once the order is accepted. */
export type PartyContact = z.output<typeof partyContact>;

export type WishlistItem = z.output<typeof wishlistItem>;

export type OrderCreate = z.input<typeof orderCreateSchema>;

export type Review = z.output<typeof review>;

export type ReviewWrite = z.input<typeof reviewWriteSchema>;

/** Body of reject and cancel (orders), reject and withdraw (direct offers); optional. */
export type ReasonWrite = z.input<typeof reasonSchema>;

export type Order = z.output<typeof order>;

export type ServiceStats = z.output<typeof serviceStats>;
/** One ISO week of a service's figures (GET /services/{id}/stats, its craftsman only). */
export type ServiceWeek = z.output<typeof serviceWeek>;

/** `pending`: the craftsman decides; `countered`: the customer decides on the craftsman's price. */
export type DirectOfferStatus = z.output<typeof directOfferStatus>;
export const DIRECT_OFFER_STATUSES: readonly DirectOfferStatus[] = ['pending', 'countered', 'accepted', 'rejected', 'withdrawn'];

export type DirectOfferEventKind = z.output<typeof directOfferEventKind>;

export type DirectOfferEvent = z.output<typeof directOfferEvent>;

export type DirectOfferWrite = z.input<typeof directOfferWriteSchema>;

/** POST /direct-offers/{id}/accept: the version of the offer the accepting party saw (required of the craftsman). */
export type DirectOfferAccept = z.input<typeof directOfferAcceptSchema>;

/** A 409 of an accept: `offer` is the offer as it is now when it changed since it was loaded (code `offer.changed`). */
export type DirectOfferConflict = z.output<typeof directOfferConflict>;

export type DirectOfferCounter = z.input<typeof directOfferCounterSchema>;

export type DirectOffer = z.output<typeof directOffer>;

export type QuotationAnswer = z.output<typeof quotationAnswer>;

export type QuotationAnswerWrite = z.input<typeof quotationAnswerSchema>;

/** A buyer's own quotation request with the craftsmen's answers, cheapest first. */
export type MyQuotation = z.output<typeof myQuotation>;

/**
 * A quotation request as the craftsman who answered it sees it on the "Jobs" page: their own answer and
 * how it stands. `won` = the requester chose this answer; the requester's contact is given only then.
 */
export type AnsweredQuotationOutcome = z.output<typeof answeredQuotationOutcome>;

export type AnsweredQuotation = z.output<typeof answeredQuotation>;

export type PortfolioProject = z.output<typeof portfolioProject>;

export type PortfolioWrite = z.input<typeof projectWriteSchema>;

/** A craftsman as a buyer may see them: no contact details. */
export type SellerSummary = z.output<typeof sellerSummary>;

export type SellerProfile = z.output<typeof sellerProfile>;

/** The craftsman's own company profile (GET/PUT /sellers/me/company). */
export type CompanyProfile = z.output<typeof companyProfile>;

export type CompanyProfileWrite = z.input<typeof companyProfileSchema>;

/** The business details a trader publishes (DSA Art. 30), as his public page shows them. */
export type TraderDetails = z.output<typeof traderDetails>;

/** The craftsman's own trader details and their check (GET/PUT /sellers/me/trader). */
export type TraderProfile = z.output<typeof traderProfile>;

export type TraderStatus = TraderProfile['status'];

export type TraderDetailsWrite = z.input<typeof traderDetailsSchema>;

/** The first-day checklist (GET /sellers/me/onboarding), computed by the server. */
export type Onboarding = z.output<typeof onboarding>;

export type OnboardingItemId = Onboarding['items'][number]['id'];

/** A file the platform stores for a user, listed in the data export with where to fetch it. */
export type AccountFile = z.output<typeof accountFile>;

/** GET /users/{id}/export (GDPR Art. 20): everything the platform holds about the caller. */
export type AccountExport = z.output<typeof accountExport>;

export type { PublicUser } from './types';

/** One public page's record in GET /sitemap/services and /sitemap/sellers: its id and last change. */
export type SitemapEntry = z.output<typeof sitemapEntry>;

/** A page of sitemap entries, ordered by id, and how many there are in all. */
export type SitemapPage = z.output<typeof sitemapPage>;
