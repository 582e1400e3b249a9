/**
 * Wire types of getting paid: the craftsman's bank and tax details, an accepted order's transfer
 * instructions (with its GiroCode) and invoices. Derived from the response schemas
 * (../schemas/responses/payments, `z.output`); type imports only, so no schema reaches a bundle.
 */
import type { z } from 'zod';
import type { invoice, invoiceKind, orderTransfer, paymentDetails, taxStatus } from '../schemas/responses/payments';

/** VAT-registered (charges 19 % VAT, has a USt-IdNr. or a tax number) or small business under § 19 UStG (no VAT). */
export type TaxStatus = z.output<typeof taxStatus>;
export type PaymentDetails = z.output<typeof paymentDetails>;
export type OrderTransfer = z.output<typeof orderTransfer>;
export type InvoiceKind = z.output<typeof invoiceKind>;
export type Invoice = z.output<typeof invoice>;
