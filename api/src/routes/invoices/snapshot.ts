import type { Locale } from '@craft/shared/api/types';
import type { PriceUnit } from '@craft/shared/api/types';

/** A party as the invoice names it. */
export interface InvoiceParty {
  name: string;
  street: string;
  post_number: string;
  city: string | null;
}

/**
 * Everything an invoice prints, frozen when it is issued (stored as JSON on its row): the PDF is
 * rendered from this alone, so it never changes with an account, a service or bank details.
 */
export interface InvoiceSnapshot {
  kind: 'invoice' | 'cancellation';
  label: string;
  /** A cancellation's: the label and issue date of the invoice it cancels. */
  cancels: { label: string; issued_at: string } | null;
  /** The buyer's language. */
  locale: Locale;
  issued_at: string;
  service_date: string;
  order_id: number;
  reference: string;
  seller: InvoiceParty & { email: string };
  buyer: InvoiceParty;
  service: { title: string; quantity: number; unit: PriceUnit; unit_price_cents: number };
  net_cents: number;
  vat_rate: number;
  vat_cents: number;
  gross_cents: number;
  small_business: boolean;
  vat_id: string | null;
  tax_number: string | null;
  bank: { holder: string; iban: string; bic: string | null };
}

/** The standard German VAT rate, which craft services carry. */
export const VAT_RATE = 19;

/**
 * Net and VAT of a gross amount (cents). Prices on the marketplace are what a consumer pays (the
 * Preisangabenverordnung asks for gross prices), so VAT is taken out of the order's amount.
 */
export function splitGross(grossCents: number, smallBusiness: boolean): { net_cents: number; vat_cents: number; vat_rate: number } {
  if (smallBusiness) return { net_cents: grossCents, vat_cents: 0, vat_rate: 0 };
  const net = Math.round((grossCents * 100) / (100 + VAT_RATE));
  return { net_cents: net, vat_cents: grossCents - net, vat_rate: VAT_RATE };
}

/** "RE-00001": the number as printed. */
export const invoiceLabel = (number: number): string => `RE-${String(number).padStart(5, '0')}`;
