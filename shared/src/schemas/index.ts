/**
 * Request schemas shared by the API edge (validation) and the matching forms; the response
 * schemas are in ./responses (`@craft/shared/schemas/responses`), apart so that the forms' chunk,
 * which loads this entry, carries no response schema and no error catalogue.
 * Pure zod: no React, no browser APIs, so the API imports this entry directly.
 *
 * Named re-exports on purpose, not `export *`: the API loads this package through tsx as
 * CommonJS, and Node only sees named exports of CommonJS re-exports that are spelled out.
 */
export { countParam, emailField, idParam, newPasswordField, optionalText, requiredText } from './common';
export { quotationContactSchema, quotationCreateSchema, quotationDraftSchema, type QuotationContactInput } from './quotations';
export { quotationAnswerSchema } from './quotation-answers';
export { STATS_WEEKS_DEFAULT, STATS_WEEKS_MAX, orderCreateSchema, quantityField, reasonSchema, serviceStatsQuerySchema } from './orders';
export { directOfferAcceptSchema, directOfferCounterSchema, directOfferWriteSchema } from './direct-offers';
export { priceField, priceUnitField, serviceWriteSchema, type ServiceWriteInput } from './services';
export { projectWriteSchema } from './portfolio';
export {
  HANDELSREGISTER_PATTERN,
  LEGAL_FORMS,
  LOCAL_REGISTER_PATTERN,
  REGISTER_TYPES,
  TRADER_STATUSES,
  isGermanVatId,
  traderDecisionSchema,
  traderDetailsSchema,
  type TraderDecisionInput,
  type TraderDetailsInput,
} from './trader';
export { COMPANY_DESCRIPTION_MAX, FOUNDING_YEAR_MIN, companyProfileSchema, type CompanyProfileInput } from './company';
export {
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_SORTS,
  SERVICE_RADIUS_DEFAULT_KM,
  SERVICE_RADIUS_MAX_KM,
  postNumberField,
  radiusField,
  searchQuerySchema,
  serviceAreaSchema,
  type SearchQueryInput,
  type ServiceAreaInput,
} from './search';
export { reviewWriteSchema } from './reviews';
export {
  DECISION_REASON_MAX,
  DECISION_REASON_MIN,
  FIGURES_WEEKS_DEFAULT,
  FIGURES_WEEKS_MAX,
  MODERATION_ACTIONS,
  MODERATION_GROUNDS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  decisionSchema,
  figuresQuerySchema,
  reportTargetType,
  type DecisionInput,
} from './moderation';
export { ibanField, paymentDetailsSchema, type PaymentDetailsInput } from './payments';
export { MESSAGE_MAX_LENGTH, conversationCreateSchema, messagePageQuerySchema, messageWriteSchema } from './conversations';
export { mailPreferencesSchema, notificationPageQuerySchema, notificationsReadSchema, type MailPreferencesInput } from './notifications';
export {
  localeSchema,
  localeUpdateSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  roleSchema,
  type LocaleUpdateInput,
  type LoginInput,
  type ProfileUpdateInput,
  type RegisterInput,
} from './users';
export {
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
export {
  APPEAL_OUTCOMES,
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  appealCreateSchema,
  appealDecisionSchema,
  transparencyQuerySchema,
  type AppealCreateInput,
  type AppealDecisionInput,
  type TransparencyQueryInput,
} from './moderation';
