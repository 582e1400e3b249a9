/**
 * Stable machine codes of the API's errors. Every error body is `{ error, code }`: `error`
 * stays the English sentence it always was (logs, tests, older screens), `code` is what a screen
 * translates, so a German user never sees the English text. A code never changes its meaning once
 * shipped; a new situation gets a new code.
 *
 * Two families:
 * - **Catalogue codes** (`API_ERROR_CODES` below, `area.what_went_wrong`): one per situation,
 *   named by the API where it throws (`badRequest('…', 'service.photo_limit')`). The value is a
 *   short English note for translators, not shown to users. api/src/error-codes.test.ts fails
 *   when a code here is used nowhere in the API, or two codes describe the same situation.
 * - **Validation codes** (`validation.<field>`): a request that does not match its zod schema.
 *   `<field>` is the path of the first problem, object keys joined by '.', array positions left
 *   out (`validation.email`, `validation.items.price`); an unknown field names that field; a
 *   problem with the whole body, query or path (missing, not an object) is `validation.body`,
 *   `validation.query` or `validation.path`. A few schema rules carry a catalogue code of their
 *   own instead (the password strength check: `account.password_too_weak`).
 */
export const API_ERROR_CODES = {
  // Any route: the request itself.
  'request.malformed_json': 'The body is not valid JSON',
  'request.malformed_url': 'The URL cannot be read (bad escapes, %00)',
  'request.bad_request': 'A malformed request the server cannot say more about',
  'request.unsupported_media_type': 'The body has a Content-Type this route does not take',
  'request.body_too_large': 'The JSON body is larger than the server accepts',
  'request.control_character': 'A text field contains a control character (U+0000 and the like) or a bidirectional override (U+202E and the like)',
  'request.route_not_found': 'No such path',
  'request.method_not_allowed': 'The path exists but does not take this method (405, Allow)',
  'request.rate_limited': 'Too many requests from this address; try again later (Retry-After)',
  'server.busy': 'The server is overloaded; try again in a few seconds (503, Retry-After)',
  'server.internal': 'An unexpected fault on the server (500)',
  'server.storage_unreachable': 'The file store (S3 bucket) does not answer (503, Retry-After): uploads and file downloads wait for it',
  'server.database_unreachable': 'The database does not answer (503, Retry-After): GET /health, and any request while PostgreSQL restarts or is cut off',

  // Multipart uploads and the files in them.
  'upload.not_multipart': 'The route expects multipart/form-data',
  'upload.malformed': 'The multipart body cannot be read',
  'upload.unexpected_file_field': 'A file was sent in a field that takes no file',
  'upload.file_too_large': 'The file is larger than the route accepts',
  'upload.quota_exceeded': 'The address or account uploaded its quota of bytes for now (429, Retry-After)',
  'upload.too_many_files': 'More than one file in one request',
  'upload.too_many_fields': 'Too many form fields',
  'upload.too_many_parts': 'Too many form parts',
  'upload.photo_type': 'A photo that is not JPEG, PNG or WebP',
  'upload.photo_heic': 'A HEIC/HEIF photo (iPhone), which the server cannot decode; the browser converts it to JPEG where it can',
  'upload.document_type': 'A document that is not PDF, Word, JPEG, PNG or ZIP',
  'upload.image_unreadable': 'The image file is damaged or not an image',
  'upload.image_too_many_pixels': 'The image has more megapixels than allowed',

  // Signing in and who may do what.
  'auth.required': 'The route needs a signed-in user (no token sent)',
  'auth.malformed_header': 'The Authorization header is not "Bearer <token>"',
  'auth.invalid_token': 'The token is invalid or expired',
  'auth.session_ended': 'The session was ended (password changed, signed out everywhere, account deleted): log in again',
  'auth.sellers_only': 'Only craftsmen (sellers) may do this',
  'auth.buyers_only': 'Only customers (buyers) may do this',
  'auth.operators_only': 'Only operators (platform staff moderating reports) may do this',
  'auth.operators_not_parties': 'An operator token was sent to a marketplace route, which only buyers and sellers use',
  'auth.totp_required': 'Login of an operator: the password is right, now the code of the authenticator app is needed (send it as totp)',
  'report.email_required': 'A report without signing in needs the reporter\'s e-mail address',
  'report.target_not_found': 'The reported service, review, message or user does not exist (or is gone)',
  'report.message_not_party': 'A message can be reported only by one of the two parties of its conversation',
  'auth.account_suspended': 'The account was suspended by a moderation decision and cannot sign in (403)',
  'moderation.case_not_found': 'No moderation case has this id',
  'moderation.already_decided': 'The moderation case was decided already; a decision is changed only by an appeal (409)',
  'moderation.remove_user': 'A reported user is not content to remove: the decision is to suspend the account or keep it',
  'appeal.decision_not_found': 'No decided moderation case has this id (an appeal contests a decision)',
  'appeal.nothing_to_contest': 'The decision kept the content: nothing was restricted, so there is nothing to appeal (409)',
  'appeal.not_affected': 'Only the user whose content or account the decision restricted may appeal it',
  'appeal.already_appealed': 'This decision was appealed already; one appeal per decision (409)',
  'appeal.too_late': 'An appeal is possible within six months of the decision only (409)',
  'appeal.token_invalid': 'The appeal link token is wrong, used, or for another decision (401)',
  'appeal.not_found': 'No appeal has this id',
  'appeal.already_decided': 'The appeal was answered already (409)',
  'moderation.same_operator': 'An appeal is decided by another operator than the one who made the decision (403)',
  'auth.totp_invalid': 'Login of an operator: the authenticator code is wrong or expired',
  'auth.email_unconfirmed': 'The account must confirm its e-mail address first',
  'auth.login_failed': 'Login: wrong e-mail address or password',
  'auth.login_throttled': 'Login: too many failed attempts from this address',
  'auth.account_locked': 'Login: too many failed attempts on this account; reset the password or wait',
  'auth.metrics_token': 'GET /metrics without its token',

  // The account.
  'account.email_taken': 'Registration: an account with this e-mail address exists',
  'account.not_own': 'A /users/{id}/… route for another user\'s id',
  'account.link_unknown': 'A confirmation or reset link that is not valid',
  'account.link_used': 'A confirmation or reset link that was used already',
  'account.link_expired': 'A confirmation or reset link that has expired',
  'account.email_taken_meanwhile': 'Confirming a new address that another account took meanwhile',
  'account.already_confirmed': 'Resending a confirmation when the address is confirmed',
  'account.resend_throttled': 'Resending the confirmation e-mail too often',
  'account.wrong_password': 'The password given to confirm a change is wrong',
  'account.wrong_current_password': 'Changing the password: the current password is wrong',
  'account.same_email': 'Changing the e-mail address to the one it already is',
  'account.password_too_weak': 'The new password is too easy to guess (the message says why)',
  'account.consent_required': 'Registration: the terms and the privacy notice were not accepted (accept_terms)',
  'account.consent_outdated': 'Registration: the accepted terms or privacy notice version is not the current one (reload the page)',
  'account.gone': 'The signed-in account no longer exists',
  'user.not_found': 'No user with this id',

  // Catalogue: categories, services, photos, sellers, search.
  'category.not_found': 'No category with this id (path)',
  'category.unknown': 'category_id names no category (body)',
  'service.not_found': 'No live service with this id',
  'service.not_yours': 'The service belongs to another craftsman',
  'service.seller_not_self': 'seller_id is not the caller\'s own id',
  'service.no_photo': 'The service has no photo',
  'service.photo_required': 'The upload has no photo file',
  'service.photo_limit': 'The service already has the most photos allowed',
  'service.photo_not_found': 'The service has no photo with this id',
  'service.photo_order_mismatch': 'The photo order does not name each of the service\'s photos exactly once',
  'seller.not_found': 'No craftsman with this id',
  'postcode.unknown': 'A postcode that is not in the German postcode list',
  'file.not_found': 'No stored file under this name',
  'wishlist.not_listed': 'The service is not in the wishlist',

  // Remote releases (the deploy endpoints of the web tier).
  'deploy.disabled': 'No DEPLOY_TOKEN is configured, so remote releases cannot be published',
  'deploy.token_invalid': 'The deploy token is missing or wrong',
  'release.not_found': 'No release of this remote with this id',
  'release.blob_mismatch': 'The uploaded bytes do not have the SHA-256 their name claims',
  'release.files_missing': 'A file the release lists has not been uploaded',
  'release.id_mismatch': 'The release id is not the content hash of its file list',
  'release.concurrent': 'Another deploy or rollback of this remote went through at the same moment',
  'release.no_rollback': 'There is no earlier release of this remote to roll back to',

  // Portfolio.
  'portfolio.not_found': 'No portfolio project with this id',
  'portfolio.not_yours': 'The project belongs to another craftsman',
  'portfolio.image_required': 'The upload has no image file',
  'portfolio.image_limit': 'The project already has the most images allowed',
  'company.logo_required': 'The logo upload has no image file',
  'trader.not_found': 'The seller has entered no trader details',
  'trader.not_submitted': 'The trader details are not waiting for a decision',

  // Attached documents.
  'document.required': 'The upload has no document file',
  'document.unknown': 'document_url names no uploaded document',
  'document.attached_elsewhere': 'The document is attached to another request, order or offer already',
  'document.none': 'The request, order, offer or message has no document',
  'document.file_missing': 'The document\'s file is gone from storage',

  // Orders and reviews.
  'order.not_found': 'No order with this id',
  'order.not_yours': 'The order belongs to other parties',
  'order.quantity_per_job': 'A quantity other than 1 for a service priced per job',
  'order.amount_limit': 'The order would total more than the most allowed',
  'order.amount_mismatch': 'The amount sent is not price × quantity',
  'order.status_conflict': 'The order\'s status does not allow this step (now)',
  'order.payment_already_received': 'The payment is marked as received already',
  'order.payment_not_due': 'The order\'s status allows no payment',
  'order.review_not_completed': 'Only a completed order can be reviewed',
  'order.review_edit_closed': 'The review\'s edit window has closed',
  'order.transfer_other_method': 'The order is paid by another method than bank transfer',
  'order.transfer_not_due': 'The craftsman\'s account is shown once the order is accepted',
  'invoice.not_found': 'No such invoice (or the order has none)',
  'invoice.not_yours': 'The invoice belongs to other parties',
  'invoice.order_not_completed': 'Only a completed order is invoiced',
  'invoice.details_missing': 'The craftsman has not saved his bank and tax details',
  'invoice.already_issued': 'The order has an uncancelled invoice',
  'invoice.already_cancelled': 'The invoice is cancelled already',
  'payment.declined': 'The payment provider refused the payment (402; src/payments/provider.ts)',

  // Price proposals (the direct offers' routes).
  'offer.not_found': 'No price proposal with this id',
  'offer.not_yours': 'The offer belongs to other parties',
  'offer.seller_not_craftsman': 'seller_id names a user who is not a craftsman',
  'offer.service_not_of_seller': 'service_id is not a service of that craftsman',
  'offer.not_pending': 'Only a pending offer can be changed',
  'offer.status_conflict': 'The offer\'s status does not allow this step (now)',
  'offer.version_required': 'The craftsman\'s accept names no version of the offer',
  'offer.changed': 'The customer changed the offer after the craftsman loaded it; the body\'s `offer` is the current one',

  // Quotation requests and answers.
  'quotation.link_unknown': 'A quotation confirmation link that is unknown or used',
  'quotation.link_expired': 'A quotation confirmation link that has expired',
  'quotation.not_found': 'No quotation request with this id',
  'quotation.not_open': 'The quotation request is no longer open',
  'quotation.not_answered': 'The craftsman has not answered this request',
  'quotation.requester_only': 'Only the requester may accept an answer',
  'quotation.answer_not_found': 'No such answer to this request',
  'quotation.no_service': 'The chosen craftsman has no service an order could be placed for',

  // Conversations.
  'conversation.not_found': 'No conversation of the caller\'s with this id',
  'conversation.recipient_deleted': 'The other party deleted their account',
  'conversation.seller_required': 'A customer must name the craftsman (seller_id)',
  'conversation.buyer_required': 'A craftsman must name the customer (buyer_id)',
  'conversation.subject_not_allowed': 'A craftsman may only write about an order, offer or request shared with the customer',
  'conversation.subject_not_found': 'The order, offer, request or service written about is not shared by the two',
  'message.not_found': 'No such message in the conversation',
} as const satisfies Record<string, string>;

/** A code from the catalogue above. */
export type CatalogueErrorCode = keyof typeof API_ERROR_CODES;

/** A request that failed its schema: `validation.<field>` (see the rule above). */
export type ValidationErrorCode = `validation.${string}`;

/** Every `code` an API error body can carry. */
export type ApiErrorCode = CatalogueErrorCode | ValidationErrorCode;

/** The catalogue's codes, e.g. for a screen's translation table or an exhaustiveness test. */
export const CATALOGUE_ERROR_CODES = Object.keys(API_ERROR_CODES) as CatalogueErrorCode[];

/** True for a code of the catalogue (a string read from somewhere untyped). */
export function isCatalogueErrorCode(code: unknown): code is CatalogueErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(API_ERROR_CODES, code);
}
