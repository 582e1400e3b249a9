/**
 * What the OpenAPI document says about each operation beyond its zod schemas: a summary, the
 * multipart body of the upload routes (read with request.parts(), so fastify has no body schema
 * for them), optional authentication, and the links of the create → read → update → delete chains.
 * Kept in one table so the route files stay about behaviour; openapi.test.ts fails for an
 * operation that has no entry here.
 */
import { z } from 'zod';
import { quotationBody } from '../../routes/quotation/schema';

type Json = Record<string, unknown>;

/** A body the route parses itself (it may come as JSON or as form fields), as a JSON Schema of its input. */
function bodySchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

interface OperationDoc {
  summary: string;
  /** A token is read when sent (the request is then linked to the caller) but not required. */
  optionalAuth?: true;
  /** Fields of a multipart/form-data body (`binary` ones are file parts); `alsoJson`: the body it also takes as JSON. */
  multipart?: { properties: Record<string, Json>; required: string[]; alsoJson?: Json };
  /** Links from a success response: name → [operationId, parameter → runtime expression]. */
  links?: Record<string, Record<string, [operationId: string, parameters: Record<string, string>]>>;
}

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const file = (description: string): Json => ({ type: 'string', format: 'binary', description });
const PHOTO = 'JPEG, PNG or WebP image';
const DOCUMENT = 'PDF, Word (doc/docx), JPEG, PNG or ZIP file; named document_url, document or file';

/** read, update and delete of one resource, from the `id` of the response body. */
function chain(read: string, update: string | null, remove: string | null): Record<string, [string, Record<string, string>]> {
  const links: Record<string, [string, Record<string, string>]> = { read: [read, { id: '$response.body#/id' }] };
  if (update) links.update = [update, { id: '$response.body#/id' }];
  if (remove) links.delete = [remove, { id: '$response.body#/id' }];
  return links;
}

export const OPERATIONS: Record<string, OperationDoc> = {
  'GET /health': { summary: 'Health of the API and its database' },
  'GET /categories': { summary: 'List the service categories with their service counts' },
  'GET /categories/{id}/services': { summary: "List a category's services" },
  'GET /services/search': { summary: 'Search services by words, category, price and place' },
  'POST /users/login': { summary: 'Log in and get a bearer token' },
  'POST /users': { summary: 'Register a buyer or seller account', links: { 201: { read: ['getUsersById', { id: '$response.body#/id' }] } } },
  'GET /users/{id}': { summary: "Read a user's public profile (the own account with contact details)", optionalAuth: true },
  'PUT /users/{id}': { summary: 'Update the own profile' },
  'DELETE /users/{id}': { summary: 'Delete the own account' },
  'POST /users/confirm-email': { summary: 'Confirm an e-mail address with the mailed token' },
  'POST /users/confirm-email/resend': { summary: 'Send the confirmation e-mail again' },
  'POST /users/password-reset': { summary: 'Request a password reset e-mail' },
  'POST /users/password-reset/confirm': { summary: 'Set a new password with the mailed reset token' },
  'PUT /users/me/locale': { summary: 'Set the language of the own e-mails and screens' },
  'PUT /users/{id}/password': { summary: 'Change the own password' },
  'PUT /users/{id}/email': { summary: 'Change the own e-mail address (confirmed by mail)' },
  'POST /users/{id}/sign-out-everywhere': { summary: 'End every session of the own account' },
  'GET /users/{id}/export': { summary: 'Export all data of the own account' },
  'GET /legal/versions': { summary: 'Current versions of the terms and the privacy notice, as registration needs them' },
  'GET /services/{id}': { summary: 'Read a service' },
  'PUT /services/{id}': { summary: 'Update an own service', links: { 200: chain('getServicesById', null, 'deleteServicesById') } },
  'DELETE /services/{id}': { summary: 'Delete an own service' },
  'GET /services/photos/{id}': { summary: "Read a service's cover photo" },
  'PUT /services/photos/{id}': {
    summary: "Replace a service's photos with one photo",
    multipart: { properties: { photo: file(PHOTO) }, required: ['photo'] },
  },
  'DELETE /services/photos/{id}': { summary: "Delete a service's photos" },
  'PUT /services/{id}/photos/order': { summary: "Order an own service's photos (the first is the cover)" },
  'DELETE /services/{id}/photos/{photoId}': { summary: 'Delete one photo of an own service' },
  'GET /services/seller/{sellerId}': { summary: "List a seller's services" },
  'POST /services': { summary: 'Create a service', links: { 201: chain('getServicesById', 'putServicesById', 'deleteServicesById') } },
  'POST /services/photos': {
    summary: 'Add a photo to an own service (the first is the cover)',
    multipart: { properties: { service_id: id, photo: file(PHOTO) }, required: ['service_id', 'photo'] },
  },
  'POST /quotation/upload': {
    summary: 'Upload a document for a quotation request',
    optionalAuth: true,
    multipart: { properties: { document: file(DOCUMENT) }, required: ['document'] },
  },
  'POST /quotation': {
    summary: 'Send a quotation request (JSON, or multipart with the document)',
    optionalAuth: true,
    multipart: { properties: { document: file(DOCUMENT) }, required: [], alsoJson: bodySchema(quotationBody) },
  },
  'GET /quotation': { summary: 'List the quotation requests of the own categories' },
  'POST /quotation/confirm': { summary: 'Confirm a quotation request with the mailed token' },
  'GET /quotation/{id}/document': { summary: "Download a quotation request's document" },
  'GET /quotation/mine': { summary: 'List the own quotation requests with their answers' },
  'GET /quotation/answered': { summary: 'List the quotation requests the own account answered' },
  'GET /quotation/{id}/answer': { summary: "Read the own answer to a quotation request" },
  'PUT /quotation/{id}/answer': { summary: 'Answer a quotation request with a price, or change the answer' },
  'POST /quotation/{id}/accept': { summary: 'Accept an answer to the own quotation request' },
  'GET /files/photos/{name}': { summary: 'Download a stored photo' },
  'GET /remote-releases/live': { summary: 'Read the live release of each remote (what every web server serves)' },
  'GET /remote-releases/blobs/{sha256}': { summary: 'Download a release file by its SHA-256' },
  'PUT /remote-releases/blobs/{sha256}': { summary: 'Upload a release file (raw bytes named by their SHA-256; deploy token)' },
  'GET /remote-releases': { summary: 'List every remote release and the history (deploy token)' },
  'GET /remote-releases/{remote}/{release}': { summary: 'Read one release of a remote: its files and manifest' },
  'POST /remote-releases/{remote}': { summary: 'Register an uploaded build as a release, not live yet (deploy token)' },
  'POST /remote-releases/{remote}/promote': { summary: 'Make a release of a remote live (deploy token)' },
  'POST /remote-releases/{remote}/rollback': { summary: 'Make the release live before the current one live again (deploy token)' },
  'GET /wishlist': { summary: 'List the own wishlist' },
  'POST /wishlist': { summary: 'Add a service to the own wishlist', links: { 201: { delete: ['deleteWishlistByServiceId', { serviceId: '$response.body#/service_id' }] } } },
  'DELETE /wishlist/{serviceId}': { summary: 'Remove a service from the own wishlist' },
  'POST /orders': {
    summary: 'Order a service',
    links: {
      201: {
        read: ['getOrdersById', { id: '$response.body#/id' }],
        accept: ['postOrdersByIdAccept', { id: '$response.body#/id' }],
        reject: ['postOrdersByIdReject', { id: '$response.body#/id' }],
        cancel: ['postOrdersByIdCancel', { id: '$response.body#/id' }],
      },
    },
  },
  'GET /orders': { summary: 'List the own orders (as buyer)' },
  'GET /orders/received': { summary: 'List the orders received (as seller)' },
  'GET /orders/{id}': { summary: 'Read an order' },
  'GET /orders/{id}/document': { summary: "Download an order's document" },
  'POST /orders/{id}/accept': { summary: 'Accept a received order', links: { 200: { workDone: ['postOrdersByIdWorkDone', { id: '$response.body#/id' }] } } },
  'POST /orders/{id}/work-done': { summary: 'Report the work of an order as done', links: { 200: { confirm: ['postOrdersByIdConfirm', { id: '$response.body#/id' }] } } },
  'POST /orders/{id}/confirm': { summary: 'Confirm that the work of an order is done', links: { 200: { review: ['putOrdersByIdReview', { id: '$response.body#/id' }] } } },
  'POST /orders/{id}/reject': { summary: 'Reject a received order' },
  'POST /orders/{id}/cancel': { summary: 'Cancel an own order' },
  'POST /orders/{id}/payment-received': { summary: "Record an order's payment as received" },
  'PUT /orders/{id}/review': { summary: 'Review a completed order, or change the review' },
  'GET /users/me/payment-details': { summary: 'Read the own bank and tax details (craftsman)' },
  'PUT /users/me/payment-details': { summary: 'Save the own bank and tax details (craftsman)' },
  'GET /orders/{id}/transfer': { summary: "Read how to pay an accepted order by transfer: account, reference, GiroCode" },
  'GET /orders/{id}/invoices': { summary: "List an order's invoices and cancellation invoices" },
  'POST /orders/{id}/invoice': { summary: 'Issue the invoice of a completed order', links: { 201: { download: ['getOrdersByIdInvoice', { id: '$response.body#/order_id' }] } } },
  'POST /orders/{id}/invoice/cancel': { summary: "Cancel an order's invoice with a cancellation invoice" },
  'GET /orders/{id}/invoice': { summary: "Download an order's current invoice as PDF" },
  'GET /invoices/{id}/pdf': { summary: 'Download an invoice or cancellation invoice as PDF' },
  'GET /invoices': { summary: 'List the own invoices, issued and received' },
  'GET /invoices/export.csv': { summary: 'Download the own invoices and payments as CSV' },
  'GET /services/{id}/reviews': { summary: "List a service's reviews" },
  'GET /services/{id}/stats': { summary: "Read a service's order and review statistics; its craftsman also gets weekly views, requests, orders and revenue" },
  'GET /reviews/received': { summary: 'List the reviews the own services received' },
  'POST /direct-offers': {
    summary: 'Send a seller a price proposal',
    links: { 201: { ...chain('getDirectOffersById', 'putDirectOffersById', 'deleteDirectOffersById'), withdraw: ['postDirectOffersByIdWithdraw', { id: '$response.body#/id' }] } },
  },
  'GET /direct-offers': { summary: 'List the own price proposals (as buyer)' },
  'GET /direct-offers/received': { summary: 'List the price proposals received (as seller)' },
  'GET /direct-offers/{id}': { summary: 'Read a price proposal' },
  'PUT /direct-offers/{id}': { summary: 'Change an own open price proposal', links: { 200: chain('getDirectOffersById', null, 'deleteDirectOffersById') } },
  'DELETE /direct-offers/{id}': { summary: 'Delete an own price proposal' },
  'GET /direct-offers/{id}/document': { summary: "Download a price proposal's document" },
  'POST /direct-offers/{id}/counter': { summary: 'Answer a price proposal with a counter-offer' },
  'POST /direct-offers/{id}/accept': { summary: 'Accept a price proposal or counter-offer' },
  'POST /direct-offers/{id}/reject': { summary: 'Reject a price proposal or counter-offer' },
  'POST /direct-offers/{id}/withdraw': { summary: 'Withdraw an own price proposal' },
  'GET /sellers': { summary: 'List sellers' },
  'GET /sellers/{id}': { summary: "Read a seller's profile" },
  'GET /sellers/me/service-area': { summary: 'Read the own service area' },
  'PUT /sellers/me/service-area': { summary: 'Set the own service area' },
  'GET /sellers/me/onboarding': { summary: 'Read the own first-day checklist' },
  'GET /sellers/me/company': { summary: 'Read the own company profile' },
  'PUT /sellers/me/company': { summary: 'Set the own company profile' },
  'GET /sellers/me/trader': { summary: 'Read the own trader details (DSA Art. 30) and where their check stands' },
  'PUT /sellers/me/trader': { summary: 'Submit the own trader details; changed details go back to submitted' },
  'PUT /sellers/me/logo': {
    summary: 'Upload the own company logo (replaces the old one)',
    multipart: { properties: { image: file(PHOTO) }, required: ['image'] },
  },
  'GET /sitemap/services': { summary: 'List services for the sitemap' },
  'GET /sitemap/sellers': { summary: 'List sellers for the sitemap' },
  'GET /portfolio/seller/{sellerId}': { summary: "List a seller's portfolio projects" },
  'GET /portfolio/{id}': { summary: 'Read a portfolio project' },
  'PUT /portfolio/{id}': { summary: 'Update an own portfolio project', links: { 200: chain('getPortfolioById', null, 'deletePortfolioById') } },
  'DELETE /portfolio/{id}': { summary: 'Delete an own portfolio project' },
  'POST /portfolio': {
    summary: 'Create a portfolio project',
    links: { 201: { ...chain('getPortfolioById', 'putPortfolioById', 'deletePortfolioById'), addImage: ['postPortfolioByIdImages', { id: '$response.body#/id' }] } },
  },
  'POST /portfolio/{id}/images': {
    summary: 'Add an image to an own portfolio project',
    multipart: { properties: { image: file(PHOTO) }, required: ['image'] },
  },
  'POST /conversations': { summary: 'Open a conversation (or get the existing one)' },
  'GET /conversations': { summary: 'List the own conversations' },
  'GET /conversations/unread': { summary: 'Count the unread messages' },
  'GET /conversations/{id}': { summary: 'Read a conversation' },
  'GET /conversations/{id}/messages': { summary: "List a conversation's messages" },
  'POST /conversations/{id}/messages': { summary: 'Send a message' },
  'POST /conversations/{id}/read': { summary: 'Mark a conversation as read' },
  'GET /conversations/{id}/messages/{messageId}/attachment': { summary: "Download a message's attachment" },
  'GET /notifications': { summary: 'List the own notifications' },
  'POST /notifications/read': { summary: 'Mark notifications as read' },
  'GET /users/me/mail-preferences': { summary: 'Read the own e-mail preferences' },
  'PUT /users/me/mail-preferences': { summary: 'Set the own e-mail preferences' },
  'GET /live': { summary: 'Stream live events (Server-Sent Events)' },
  'GET /moderation/reports': { summary: 'List the open moderation cases, oldest first, with their reports and targets (operators)' },
  'GET /moderation/figures': { summary: 'Weekly figures for the operators’ console: registrations by role, services, orders and their value, reports received and decided, median hours to a decision (operators)' },
  'POST /moderation/cases/{id}/decision': { summary: 'Decide a moderation case once: keep, remove the content or suspend the account, with the statement of reasons (operators)' },
  'GET /moderation/appeals': { summary: 'List the open appeals, oldest first, with the decision each contests and its target (operators)' },
  'POST /moderation/appeals/{id}/decision': { summary: 'Answer an appeal once, as another operator than the one who decided: uphold, or reinstate what the decision hid (operators)' },
  'GET /moderation/transparency': { summary: 'Transparency report figures for a period: reports, decisions, time to decision, appeals, suspensions; JSON or CSV (operators)' },
  'POST /appeals': { summary: 'Appeal a moderation decision as the user it restricted, signed in or with the token of the mailed link', optionalAuth: true },
  'GET /moderation/traders': { summary: "List craftsmen's trader details of one status, oldest submission first (operators)" },
  'POST /moderation/traders/{sellerId}/decision': { summary: 'Verify submitted trader details or ask for more with a message (operators)' },
  'POST /reports': { summary: 'Report a service, review, message or user as illegal or against the terms (visitors give an e-mail address)', optionalAuth: true },
};
