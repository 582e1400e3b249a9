import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/http-error';
import { owned } from '../../lib/owned';
import { sendPrivateFile } from '../../lib/private-download';
import { randomToken } from '../../lib/random';
import { invoiceMail } from '../../mail/templates/invoices';
import { type AuthUser, currentUser } from '../../plugins/app/auth';
import type { OrderStatus } from '@craft/shared/api/feature-types';
import { fileDownload, invoice, orderTransfer, paymentDetails, paymentDetailsOrNone, responses } from '@craft/shared/schemas/responses';
import { mailGroupOn } from '../notifications/queries';
import { asParty } from '../orders/parties';
import { euros, toCsv } from './csv';
import { giroCodePayload, giroCodeSvg } from './girocode';
import { INVOICE_TEXTS, transferReference } from './invoice-texts';
import { renderInvoicePdf } from './pdf';
import {
  type InvoiceRow,
  type OrderWithParties,
  findCurrentInvoice,
  findInvoice,
  findOrderWithParties,
  findPaymentDetails,
  insertInvoice,
  invoiceContent,
  invoiceOf,
  listOrderInvoices,
  listUserInvoices,
  listUserPayments,
  savePaymentDetails,
  setInvoiceFile,
  snapshotOf,
  toPaymentDetails,
} from './queries';
import { invoiceIdParams, orderIdParams, paymentDetailsBody } from './schema';

/** While the job is on or done, the buyer pays and sees where to. */
const TRANSFER_STATUSES: readonly OrderStatus[] = ['accepted', 'work_done', 'completed'];

const pdfDownload = fileDownload('application/pdf', 'The invoice as PDF, as an attachment');
const csvDownload = fileDownload('text/csv', 'Invoices and payments as CSV (UTF-8, comma-separated)');

const INVOICE_REFUSALS = {
  notFound: ['Invoice not found', 'invoice.not_found'],
  notYours: ['This invoice belongs to other parties', 'invoice.not_yours'],
} as const;

/**
 * Getting paid by transfer: the craftsman's bank and tax details, the transfer instructions and
 * GiroCode of an accepted order, invoices as PDF (gapless numbers per craftsman, immutable once
 * issued, corrected by a cancellation invoice), and each party's overview as CSV.
 */
const invoices: FastifyPluginAsyncZod = async (app) => {
  const orderOf = async (id: number, user: AuthUser, parties: ReadonlyArray<'buyer' | 'seller'>): Promise<OrderWithParties> =>
    asParty(await findOrderWithParties(app.db, id), user, parties, 'Order');

  app.get('/users/me/payment-details', { schema: { response: responses({ 200: paymentDetailsOrNone }) }, preHandler: app.requireSeller }, async (request) => {
    const row = await findPaymentDetails(app.db, currentUser(request).id);
    return { details: row ? toPaymentDetails(row) : null };
  });

  app.put(
    '/users/me/payment-details',
    { schema: { body: paymentDetailsBody, response: responses({ 200: paymentDetails }) }, preHandler: app.requireSeller },
    async (request) => {
      return toPaymentDetails(await savePaymentDetails(app.db, currentUser(request).id, request.body));
    },
  );

  /**
   * GET /orders/{id}/transfer: for either party of an accepted, done or completed order the buyer
   * chose to pay by bank transfer. The craftsman's account is shown on such orders only.
   */
  app.get('/orders/:id/transfer', { schema: { params: orderIdParams, response: responses({ 200: orderTransfer }) }, preHandler: app.requireUser }, async (request) => {
    const order = await orderOf(request.params.id, currentUser(request), ['buyer', 'seller']);
    if (order.payment_method !== 'bank-transfer') throw conflict('This order is not paid by bank transfer', 'order.transfer_other_method');
    if (!TRANSFER_STATUSES.includes(order.status)) throw conflict('The account is shown once the craftsman has accepted the order', 'order.transfer_not_due');
    const details = await findPaymentDetails(app.db, order.seller_id);
    const reference = transferReference(order.buyer_locale, order.id);
    if (!details) return { order_id: order.id, amount: order.amount, currency: 'EUR' as const, reference, account: null, giro_code: null };
    const payload = giroCodePayload({ name: details.account_holder, iban: details.iban, bic: details.bic, amountCents: order.amount * 100, remittance: reference });
    const svg = await app.workPools.documents.run(() => giroCodeSvg(payload));
    return {
      order_id: order.id,
      amount: order.amount,
      currency: 'EUR' as const,
      reference,
      account: { holder: details.account_holder, iban: details.iban, bic: details.bic },
      giro_code: { payload, svg },
    };
  });

  app.get('/orders/:id/invoices', { schema: { params: orderIdParams, response: responses({ 200: z.array(invoice) }) }, preHandler: app.requireUser }, async (request) => {
    const order = await orderOf(request.params.id, currentUser(request), ['buyer', 'seller']);
    return listOrderInvoices(app.db, order.id);
  });

  /** Renders and stores a row's PDF; the stored file stays the invoice's for good. */
  async function storePdf(row: InvoiceRow): Promise<{ row: InvoiceRow; pdf: Buffer }> {
    const pdf = await renderInvoicePdf(snapshotOf(row));
    const key = `invoices/${randomToken()}.pdf`;
    await app.storage.put(key, pdf);
    if (await setInvoiceFile(app.db, row.id, key)) return { row: { ...row, storage_key: key }, pdf };
    // Another request stored it first: its file stands.
    await app.storage.delete(key);
    const stored = await findInvoice(app.db, row.id);
    if (!stored) throw notFound(...INVOICE_REFUSALS.notFound);
    return { row: stored, pdf };
  }

  /** The customer's mail with the PDF attached (unless he switched order mails off or deleted his account). */
  async function mailInvoice(order: OrderWithParties, row: InvoiceRow, pdf: Buffer): Promise<void> {
    if (order.buyer_deleted_at || !(await mailGroupOn(app.db, order.buyer_id, 'orders'))) return;
    const snapshot = snapshotOf(row);
    const t = INVOICE_TEXTS[order.buyer_locale];
    app.mailer.send(
      invoiceMail(
        { email: order.buyer_email, firstname: order.buyer_firstname, locale: order.buyer_locale },
        {
          seller: snapshot.seller.name,
          title: snapshot.service.title,
          label: snapshot.label,
          cancellation: snapshot.kind === 'cancellation',
          cancels: snapshot.cancels?.label ?? null,
          total: t.money(snapshot.gross_cents),
          link: `${app.config.publicWebUrl}/jobs/orders/${order.id}`,
        },
        { filename: `${snapshot.label}.pdf`, content: pdf },
      ),
    );
  }

  /**
   * POST /orders/{id}/invoice: the craftsman of a completed order, with his payment details saved,
   * once (409 while an uncancelled invoice exists). Issuing takes a slot of the document pool
   * before its number, so a full queue (503) never costs a number.
   */
  app.post('/orders/:id/invoice', { schema: { params: orderIdParams, response: responses({ 201: invoice }) }, preHandler: app.requireSeller }, async (request, reply) => {
    const order = await orderOf(request.params.id, currentUser(request), ['seller']);
    if (order.status !== 'completed') throw conflict('An invoice is issued once the order is completed', 'invoice.order_not_completed');
    const details = await findPaymentDetails(app.db, order.seller_id);
    if (!details) throw conflict('Save your bank and tax details before issuing an invoice', 'invoice.details_missing');
    const { row, pdf } = await app.workPools.documents.run(async () => {
      const inserted = await insertInvoice(app.db, invoiceContent(order, details), { sellerId: order.seller_id, buyerId: order.buyer_id }, null);
      return storePdf(inserted);
    });
    await mailInvoice(order, row, pdf);
    return reply.code(201).send(await invoiceOf(app.db, row));
  });

  /** POST /orders/{id}/invoice/cancel: a cancellation invoice (Stornorechnung) for the order's current invoice. */
  app.post('/orders/:id/invoice/cancel', { schema: { params: orderIdParams, response: responses({ 201: invoice }) }, preHandler: app.requireSeller }, async (request, reply) => {
    const order = await orderOf(request.params.id, currentUser(request), ['seller']);
    const current = await findCurrentInvoice(app.db, order.id);
    if (!current) throw notFound('This order has no invoice to cancel', 'invoice.not_found');
    const original = snapshotOf(current);
    const { row, pdf } = await app.workPools.documents.run(async () => {
      const inserted = await insertInvoice(
        app.db,
        {
          ...original,
          kind: 'cancellation',
          cancels: { label: original.label, issued_at: original.issued_at },
          net_cents: -original.net_cents,
          vat_cents: -original.vat_cents,
          gross_cents: -original.gross_cents,
        },
        { sellerId: current.seller_id, buyerId: current.buyer_id },
        current,
      );
      return storePdf(inserted);
    });
    await mailInvoice(order, row, pdf);
    return reply.code(201).send(await invoiceOf(app.db, row));
  });

  async function sendInvoice(reply: FastifyReply, row: InvoiceRow): Promise<FastifyReply> {
    const stored = row.storage_key ? row : (await app.workPools.documents.run(() => storePdf(row))).row;
    return sendPrivateFile(app.storage, reply, { storage_key: stored.storage_key ?? '', mime: 'application/pdf' }, snapshotOf(stored).label);
  }

  /** GET /orders/{id}/invoice: the order's current invoice as PDF, for its two parties only. */
  app.get('/orders/:id/invoice', { schema: { params: orderIdParams, response: responses({ 200: pdfDownload }) }, preHandler: app.requireUser }, async (request, reply) => {
    const order = await orderOf(request.params.id, currentUser(request), ['buyer', 'seller']);
    const current = await findCurrentInvoice(app.db, order.id);
    if (!current) throw notFound('This order has no invoice', 'invoice.not_found');
    return sendInvoice(reply, current);
  });

  /** GET /invoices/{id}/pdf: any invoice or cancellation invoice, for its two parties only. */
  app.get('/invoices/:id/pdf', { schema: { params: invoiceIdParams, response: responses({ 200: pdfDownload }) }, preHandler: app.requireUser }, async (request, reply) => {
    const userId = currentUser(request).id;
    const row = owned(await findInvoice(app.db, request.params.id), (found) => found.seller_id === userId || found.buyer_id === userId, INVOICE_REFUSALS);
    return sendInvoice(reply, row);
  });

  app.get('/invoices', { schema: { response: responses({ 200: z.array(invoice) }) }, preHandler: app.requireUser }, async (request) =>
    listUserInvoices(app.db, currentUser(request).id),
  );

  /**
   * GET /invoices/export.csv: the caller's invoices (issued or received) and the payments of his
   * accepted orders, one line each, for his records.
   */
  app.get('/invoices/export.csv', { schema: { response: responses({ 200: csvDownload }) }, preHandler: app.requireUser }, async (request, reply) => {
    const userId = currentUser(request).id;
    const [list, payments] = await Promise.all([listUserInvoices(app.db, userId), listUserPayments(app.db, userId)]);
    const header = ['record', 'role', 'date', 'number', 'order', 'counterparty', 'service', 'net_eur', 'vat_rate', 'vat_eur', 'gross_eur', 'payment_method', 'payment_status'];
    const rows = [
      ...list.map((item) => {
        const seller = item.seller_id === userId;
        return [item.kind, seller ? 'craftsman' : 'customer', item.issued_at.slice(0, 10), item.label, item.order_id, seller ? item.buyer_name : item.seller_name, item.service_title, euros(item.net_cents), item.vat_rate, euros(item.vat_cents), euros(item.gross_cents), null, null];
      }),
      ...payments.map((payment) => {
        const seller = payment.seller_id === userId;
        const created = typeof payment.created_at === 'string' ? payment.created_at : payment.created_at.toISOString();
        return ['payment', seller ? 'craftsman' : 'customer', created.slice(0, 10), null, payment.id, null, payment.service_title, null, null, null, euros(payment.amount * 100), payment.payment_method, payment.payment_status];
      }),
    ];
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="invoices-and-payments.csv"')
      .header('cache-control', 'private, no-store')
      .send(toCsv(header, rows));
  });
};

export default invoices;
