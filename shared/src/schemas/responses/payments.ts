import { z } from 'zod';
import { id, timestamp } from './common';

export const taxStatus = z.enum(['vat', 'small_business']);

/** GET and PUT /users/me/payment-details: the craftsman's own, never shown publicly. */
export const paymentDetails = z
  .object({
    account_holder: z.string(),
    /** Electronic format: upper case, no spaces. */
    iban: z.string(),
    bic: z.string().nullable(),
    tax_status: taxStatus,
    /** USt-IdNr., e.g. DE123456789. */
    vat_id: z.string().nullable(),
    /** Steuernummer from the tax office. */
    tax_number: z.string().nullable(),
    updated_at: timestamp,
  })
  .meta({ id: 'PaymentDetails', description: "The craftsman's bank and tax details; only he reads them here" });

export const paymentDetailsOrNone = z.object({ details: paymentDetails.nullable() }).meta({ id: 'PaymentDetailsOrNone' });

/** GET /orders/{id}/transfer: what the buyer of a bank-transfer order needs to pay it. */
export const orderTransfer = z
  .object({
    order_id: id,
    /** Whole euros, the order's amount. */
    amount: z.number(),
    currency: z.literal('EUR'),
    /** The remittance text the craftsman matches the payment with. */
    reference: z.string(),
    /** Null while the craftsman has not entered bank details yet. */
    account: z.object({ holder: z.string(), iban: z.string(), bic: z.string().nullable() }).nullable(),
    /** The EPC069-12 payload and its QR code as SVG; null without an account. */
    giro_code: z.object({ payload: z.string(), svg: z.string() }).nullable(),
  })
  .meta({ id: 'OrderTransfer', description: 'How to pay an accepted bank-transfer order: account, reference and the GiroCode (EPC069-12)' });

export const invoiceKind = z.enum(['invoice', 'cancellation']);

/** An issued invoice or cancellation invoice (Stornorechnung), as either party lists it. */
export const invoice = z
  .object({
    id,
    order_id: id,
    kind: invoiceKind,
    /** Gapless per craftsman, invoices and cancellations in one sequence. */
    number: z.number().int(),
    /** The number as printed ("RE-00001"). */
    label: z.string(),
    /** The invoice a cancellation cancels. */
    cancels_id: id.nullable(),
    /** The cancellation that cancelled this invoice. */
    cancelled_by_id: id.nullable(),
    seller_id: id,
    buyer_id: id,
    seller_name: z.string(),
    buyer_name: z.string(),
    service_title: z.string(),
    /** Cents; negative on a cancellation. */
    net_cents: z.number().int(),
    vat_cents: z.number().int(),
    gross_cents: z.number().int(),
    /** Percent; 0 under § 19 UStG. */
    vat_rate: z.number().int(),
    small_business: z.boolean(),
    issued_at: timestamp,
    service_date: timestamp,
  })
  .meta({ id: 'Invoice' });
