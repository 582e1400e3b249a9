/**
 * Wire types of getting paid: the craftsman's bank and tax details, an accepted order's transfer
 * instructions (with its GiroCode) and invoices. The API's response schemas (api/src/wire.ts) are
 * checked against these at compile time.
 */

/** VAT-registered (charges 19 % VAT, has a USt-IdNr. or a tax number) or small business under § 19 UStG (no VAT). */
export type TaxStatus = 'vat' | 'small_business';

/** GET and PUT /users/me/payment-details: the craftsman's own, never shown publicly. */
export interface PaymentDetails {
  account_holder: string;
  /** Electronic format: upper case, no spaces. */
  iban: string;
  bic: string | null;
  tax_status: TaxStatus;
  /** USt-IdNr., e.g. DE123456789. */
  vat_id: string | null;
  /** Steuernummer from the tax office. */
  tax_number: string | null;
  updated_at: string;
}

/** GET /orders/{id}/transfer: what the buyer of a bank-transfer order needs to pay it. */
export interface OrderTransfer {
  order_id: number;
  /** Whole euros, the order's amount. */
  amount: number;
  currency: 'EUR';
  /** The remittance text the craftsman matches the payment with. */
  reference: string;
  /** Null while the craftsman has not entered bank details yet. */
  account: { holder: string; iban: string; bic: string | null } | null;
  /** The EPC069-12 payload and its QR code as SVG; null without an account. */
  giro_code: { payload: string; svg: string } | null;
}

export type InvoiceKind = 'invoice' | 'cancellation';

/** An issued invoice or cancellation invoice (Stornorechnung), as either party lists it. */
export interface Invoice {
  id: number;
  order_id: number;
  kind: InvoiceKind;
  /** Gapless per craftsman, invoices and cancellations in one sequence. */
  number: number;
  /** The number as printed ("RE-00001"). */
  label: string;
  /** The invoice a cancellation cancels. */
  cancels_id: number | null;
  /** The cancellation that cancelled this invoice. */
  cancelled_by_id: number | null;
  seller_id: number;
  buyer_id: number;
  seller_name: string;
  buyer_name: string;
  service_title: string;
  /** Cents; negative on a cancellation. */
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  /** Percent; 0 under § 19 UStG. */
  vat_rate: number;
  small_business: boolean;
  issued_at: string;
  service_date: string;
}
