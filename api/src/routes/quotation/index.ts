import type { FastifyInstance } from 'fastify';
import type { Locale } from '@craft/shared/api/types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-error';
import { sniffDocument } from '../../lib/file-types';
import { requestLocale } from '../../lib/locale';
import { readMultipart } from '../../lib/multipart';
import { uploadAllowance } from '../../lib/upload-quota';
import { sendPrivateFile } from '../../lib/private-download';
import { randomToken } from '../../lib/random';
import { parseOr400 } from '../../lib/validate';
import { currentUser, optionalUser } from '../../plugins/app/auth';
import { categoryExists } from '../categories/queries';
import { confirmQuotationAddressMail, quotationReceivedMail } from '../../mail/templates/quotation';
import { cheapestAnswer, findQuotationRow } from '../quotation-answers/queries';
import { craftsmenReached } from '../notifications/queries';
import { cheapestOfferMail } from '../../mail/templates/quotation-answers';
import { attachedElsewhere, claimableDocumentId } from '../orders/attachments';
import {
  confirmQuotationAddress,
  findQuotationDocument,
  insertDocument,
  insertQuotation,
  issueQuotationConfirmation,
  listQuotationsFor,
  quotationReaches,
  quotationAddressConfirmed,
  requesterLocale,
  requestsLink,
  toQuotationWire,
} from './queries';
import { DOCUMENT_FIELDS, quotationBody, quotationConfirmBody, quotationIdParams, quotationListQuery } from './schema';
import { noContent, quotationCreated, quotationWire, responses, uploadedFile } from '@craft/shared/schemas/responses';
import { attachedDocument } from '../../lib/file-types';
import { z } from 'zod';

/** Sniffs and stores a document under a random name; returns its opaque reference. */
async function storeDocument(app: FastifyInstance, data: Buffer): Promise<string> {
  const { mime, ext } = await sniffDocument(data);
  const storage_key = `documents/${randomToken()}.${ext}`;
  const ref = `doc_${randomToken()}`;
  await app.storage.put(storage_key, data);
  try {
    await insertDocument(app.db, { ref, storage_key, mime, size: data.length });
  } catch (error) {
    await app.storage.delete(storage_key).catch(() => undefined);
    throw error;
  }
  return ref;
}

const PENDING_UPLOAD = 'pending-upload';

const quotation: FastifyPluginAsyncZod = async (app) => {
  const documentFile = { fileFields: DOCUMENT_FIELDS, maxFileBytes: app.config.limits.documentBytes };
  const { uploads, quotations } = app.config.limits;

  /** POST /quotation/upload (multipart {document_url: file}) -> 201 {file_url}: an opaque reference. */
  app.post(
    '/quotation/upload',
    { schema: { response: responses({ 201: uploadedFile }) }, config: { rateLimit: { max: uploads.max, timeWindow: uploads.windowMs } } },
    async (request, reply) => {
      // Anonymous uploads are allowed: a token only adds the account's quota, and a stale one counts as none.
      const caller = await optionalUser(request).catch(() => null);
      const quota = await uploadAllowance(app, request, caller?.id ?? null);
      const { file } = await readMultipart(request, { ...documentFile, quota });
      if (!file) throw badRequest('document_url: A document file is required', 'document.required');
      return reply.code(201).send({ file_url: await storeDocument(app, file.data) });
    },
  );

  /**
   * POST /quotation (multipart or JSON): stores the request with status 'open', linked to the
   * caller when a token is sent, and e-mails the requester a confirmation (never failing the request).
   * Answers how many craftsmen it goes to, so the page can say what happens next truthfully.
   */
  app.post(
    '/quotation',
    { schema: { response: responses({ 201: quotationCreated }) }, config: { rateLimit: { max: quotations.max, timeWindow: quotations.windowMs } } },
    async (request, reply) => {
      const caller = await optionalUser(request);
      let raw: unknown = request.body;
      let file: Buffer | null = null;
      if (request.isMultipart()) {
        const form = await readMultipart(request, { ...documentFile, quota: await uploadAllowance(app, request, caller?.id ?? null) });
        raw = form.fields;
        // A client may send the file itself instead of a reference from /quotation/upload.
        file = form.file?.data ?? null;
      }
      // Validate everything before a file is stored, so a rejected request leaves nothing behind.
      const body = parseOr400(quotationBody, file ? { ...(raw as object), document_url: PENDING_UPLOAD } : raw);
      if (!(await categoryExists(app.db, body.category_id))) throw badRequest('category_id: Unknown category', 'category.unknown');

      let ref = body.document_url || null;
      if (file) {
        ref = await storeDocument(app, file);
      } else if (ref) {
        // Unknown: 400; attached to another record: 409.
        await claimableDocumentId(app.db, ref);
      }
      // The page's language: the mails to a requester without an account follow it.
      const locale = requestLocale(request);
      const id = await insertQuotation(app.db, {
        category_id: body.category_id,
        document_ref: ref,
        description: body.description || null,
        firstname: body.firstname,
        lastname: body.lastname,
        street: body.street,
        post_number: body.post_number,
        phone: body.phone,
        email: body.email,
        user_id: caller?.id ?? null,
        locale,
      });
      if (id === null) throw attachedElsewhere();
      const confirmed = await mailRequester({ email: body.email, firstname: body.firstname, locale }, id);
      const reached = await craftsmenReached(app.db, { category_id: body.category_id, post_number: body.post_number, user_id: caller?.id ?? null });
      return reply.code(201).send({ id, status: 'open', craftsmen_reached: reached.length, confirmation_needed: !confirmed });
    },
  );

  /**
   * The spec's confirmation mail goes only to an address a confirmed account owns; any other
   * address first gets our fixed text with a confirmation link. True when the address was confirmed.
   */
  async function mailRequester(request: { email: string; firstname: string; locale: Locale }, id: number): Promise<boolean> {
    const to = { ...request, locale: await requesterLocale(app.db, request) };
    if (await quotationAddressConfirmed(app.db, { email: to.email, email_confirmed_at: null })) {
      app.mailer.send(quotationReceivedMail(to, id, requestsLink(app.config.publicWebUrl)));
      // Craftsmen hear of a request only from a confirmed address: no spam through our form.
      app.notifier.quotationVisible(id);
      return true;
    }
    const token = await issueQuotationConfirmation(app.db, id);
    app.mailer.send(confirmQuotationAddressMail(to, id, `${app.config.publicWebUrl}/favorable/confirm?token=${token}`));
    return false;
  }

  /**
   * POST /quotation/confirm {token}: the request's address is confirmed by its mailed link (single
   * use); the cheapest offer so far, held back until now, is mailed at once, and craftsmen of the
   * category hear of the request.
   */
  app.post(
    '/quotation/confirm',
    { schema: { body: quotationConfirmBody, response: responses({ 204: noContent }) }, config: { rateLimit: { max: quotations.max, timeWindow: quotations.windowMs } } },
    async (request, reply) => {
      const result = await confirmQuotationAddress(app.db, request.body.token);
      if (result.status !== 'confirmed') {
        throw result.status === 'expired'
          ? badRequest('This confirmation link has expired; please send your request again', 'quotation.link_expired')
          : badRequest('This confirmation link is unknown or was already used', 'quotation.link_unknown');
      }
      const [row, cheapest] = await Promise.all([findQuotationRow(app.db, result.quotationId), cheapestAnswer(app.db, result.quotationId)]);
      if (row) {
        const to = { ...row, locale: await requesterLocale(app.db, row) };
        app.mailer.send(cheapest ? cheapestOfferMail(to, row.id, cheapest, requestsLink(app.config.publicWebUrl)) : quotationReceivedMail(to, row.id, requestsLink(app.config.publicWebUrl)));
      }
      app.notifier.quotationVisible(result.quotationId);
      return reply.code(204).send(null);
    },
  );

  /**
   * GET /quotation: sellers only (they answer requests); newest first. Each craftsman gets the
   * requests his trades and service area cover, as notifications reach him, and those he answered.
   */
  app.get('/quotation', { schema: { querystring: quotationListQuery, response: responses({ 200: z.array(quotationWire) }) }, preHandler: app.requireSeller }, async (request) => {
    const rows = await listQuotationsFor(app.db, currentUser(request).id, request.query.page, request.query.size);
    return rows.map(toQuotationWire);
  });

  /** GET /quotation/{id}/document: the attached file, for the craftsmen the request reaches; never at a public URL. */
  app.get(
    '/quotation/:id/document',
    {
      schema: { params: quotationIdParams, response: responses({ 200: attachedDocument }) },
      preHandler: app.requireSeller,
    },
    async (request, reply) => {
      // A request's document is for the craftsmen it reaches, not for every craftsman who guesses its id.
      if (!(await quotationReaches(app.db, currentUser(request).id, request.params.id))) throw notFound('This quotation has no document', 'document.none');
      const doc = await findQuotationDocument(app.db, request.params.id);
      if (!doc) throw notFound('This quotation has no document', 'document.none');
      return sendPrivateFile(app.storage, reply, doc, `quotation-${request.params.id}`);
    },
  );
};

export default quotation;
