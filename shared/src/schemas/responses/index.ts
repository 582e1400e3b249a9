/**
 * The API's response schemas, one module per resource: the response serializer writes only the
 * fields they list (nothing private leaves by accident), and they are the OpenAPI document's
 * components. The wire types in ../../api derive from them (`z.output`); the browser loads none
 * of this, it imports those types only.
 *
 * Named re-exports on purpose, not `export *`: the API loads this package through tsx as
 * CommonJS, and Node only sees named exports of CommonJS re-exports that are spelled out.
 */
export { accepted, apiError, fileDownload, noContent, pageOf, responses } from './common';
export { accountExport, accountFile } from './account';
export { category, categoryList } from './categories';
export { chatMessage, conversationOpened, conversationParty, conversationSubject, conversationSummary, exportedConversation, messagePage, unreadCount } from './conversations';
export { directOffer, directOfferConflict, directOfferEvent, directOfferEventKind, directOfferStatus } from './direct-offers';
export { health } from './health';
export { mailPreferences, notification, notificationPage } from './notifications';
export { invoice, invoiceKind, orderTransfer, paymentDetails, paymentDetailsOrNone, taxStatus } from './payments';
export { order, orderEvent, orderEventKind, orderStatus, party, partyContact, paymentMethod, paymentStatus, serviceStats, serviceWeek } from './orders';
export { appealDecision, moderationAppeal, moderationCase, moderationDecision, moderationFigures, weeklyFigures } from './moderation';
export { portfolioProject } from './portfolio';
export { answeredQuotation, answeredQuotationOutcome, myQuotation, quotationAnswer } from './quotation-answers';
export { nullInt64, nullString, quotationCreated, quotationWire, uploadedFile } from './quotations';
export { review } from './reviews';
export { categoryCount, searchPage, searchResult, serviceArea } from './search';
export { sellerProfile, sellerSummary } from './sellers';
export { traderDetails, traderProfile, traderReview, traderStatus } from './trader';
export { ONBOARDING_ITEMS, companyProfile, onboarding } from './company';
export { catalogueService, catalogueServicePage, priceUnit, service, servicePhoto, storedPhoto } from './services';
export { sitemapEntry, sitemapPage } from './sitemap';
export { legalConsentRecord, loginResponse, privateUser, publicUser } from './users';
export { wishlistItem } from './wishlist';
