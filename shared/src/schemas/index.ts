/**
 * Every shape of the API, one module per resource: the request schemas (the API edge validates
 * with them, the matching forms too) and the response schemas (the API serializes with them and
 * documents them); the wire types in ../api derive from both (`z.input` / `z.output`).
 * Pure zod: no React, no browser APIs, so the API imports this entry directly. The landing page
 * loads none of it: forms load it on demand (lib/load-schemas.ts), type imports are erased.
 *
 * Named re-exports on purpose, not `export *`: the API loads this package through tsx as
 * CommonJS, and Node only sees named exports of CommonJS re-exports that are spelled out.
 */
export {
  accepted,
  apiError,
  emailField,
  fileDownload,
  idParam,
  newPasswordField,
  noContent,
  optionalText,
  pageOf,
  requiredText,
  responses,
} from './common';
export {
  nullInt64,
  nullString,
  quotationContactSchema,
  quotationCreateSchema,
  quotationCreated,
  quotationDraftSchema,
  quotationWire,
  uploadedFile,
  type QuotationContactInput,
} from './quotations';
export { answeredQuotation, answeredQuotationOutcome, myQuotation, quotationAnswer, quotationAnswerSchema } from './quotation-answers';
export {
  PAYMENT_METHOD_VALUES,
  order,
  orderCreateSchema,
  orderEvent,
  orderEventKind,
  orderStatus,
  partyContact,
  paymentMethod,
  paymentStatus,
  quantityField,
  reasonSchema,
  serviceStats,
} from './orders';
export {
  directOffer,
  directOfferAcceptSchema,
  directOfferConflict,
  directOfferCounterSchema,
  directOfferEvent,
  directOfferEventKind,
  directOfferStatus,
  directOfferWriteSchema,
} from './direct-offers';
export {
  catalogueService,
  catalogueServicePage,
  priceField,
  priceUnit,
  priceUnitField,
  service,
  servicePhoto,
  serviceWriteSchema,
  storedPhoto,
  type ServiceWriteInput,
} from './services';
export { category, categoryList } from './categories';
export { portfolioProject, projectWriteSchema } from './portfolio';
export { sellerProfile, sellerSummary } from './sellers';
export { wishlistItem } from './wishlist';
export { sitemapEntry, sitemapPage } from './sitemap';
export { health } from './health';
export {
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_SORTS,
  SERVICE_RADIUS_DEFAULT_KM,
  SERVICE_RADIUS_MAX_KM,
  categoryCount,
  postNumberField,
  radiusField,
  searchPage,
  searchQuerySchema,
  searchResult,
  serviceArea,
  serviceAreaSchema,
  type SearchQueryInput,
  type ServiceAreaInput,
} from './search';
export { review, reviewWriteSchema } from './reviews';
export {
  MESSAGE_MAX_LENGTH,
  chatMessage,
  conversationCreateSchema,
  conversationOpened,
  conversationParty,
  conversationSubject,
  conversationSummary,
  exportedConversation,
  messagePage,
  messagePageQuerySchema,
  messageWriteSchema,
  unreadCount,
} from './conversations';
export {
  mailPreferences,
  mailPreferencesSchema,
  notification,
  notificationPage,
  notificationPageQuerySchema,
  notificationsReadSchema,
  type MailPreferencesInput,
} from './notifications';
export {
  legalConsentRecord,
  localeSchema,
  localeUpdateSchema,
  loginResponse,
  loginSchema,
  privateUser,
  profileUpdateSchema,
  publicUser,
  registerSchema,
  roleSchema,
  type LocaleUpdateInput,
  type LoginInput,
  type ProfileUpdateInput,
  type RegisterInput,
} from './users';
export {
  accountExport,
  accountFile,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ConfirmEmailInput,
  type DeleteAccountInput,
  type PasswordResetConfirmInput,
  type PasswordResetRequestInput,
} from './account';
