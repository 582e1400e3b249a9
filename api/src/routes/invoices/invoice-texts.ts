import type { Locale, PriceUnit } from '@craft/shared/api/types';
import { mailText } from '../../mail/templates/i18n';

/**
 * The words of an invoice PDF in the buyer's language, from the API's catalogues
 * (`mail/locales/<language>.json`, section `invoiceDocument`; German: the terms of § 14 UStG).
 */
export interface InvoiceTexts {
  title: string;
  cancellationTitle: string;
  cancels(label: string, date: string): string;
  number: string;
  issueDate: string;
  serviceDate: string;
  order: string;
  craftsman: string;
  customer: string;
  service: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  units: Record<PriceUnit, string>;
  net: string;
  vat(rate: number): string;
  gross: string;
  smallBusiness: string;
  vatId: string;
  taxNumber: string;
  bank: string;
  holder: string;
  reference: string;
  payHint: string;
  giroCode: string;
  cancellationHint: string;
  money(cents: number): string;
}

const EURO: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }),
};

function readInvoiceTexts(locale: Locale): InvoiceTexts {
  const text = (id: Parameters<typeof mailText>[1], values?: Parameters<typeof mailText>[2]) => mailText(locale, id, values);
  return {
    title: text('invoiceDocument.title'),
    cancellationTitle: text('invoiceDocument.cancellationTitle'),
    cancels: (label, date) => text('invoiceDocument.cancels', { label, date }),
    number: text('invoiceDocument.number'),
    issueDate: text('invoiceDocument.issueDate'),
    serviceDate: text('invoiceDocument.serviceDate'),
    order: text('invoiceDocument.order'),
    craftsman: text('invoiceDocument.craftsman'),
    customer: text('invoiceDocument.customer'),
    service: text('invoiceDocument.service'),
    quantity: text('invoiceDocument.quantity'),
    unitPrice: text('invoiceDocument.unitPrice'),
    amount: text('invoiceDocument.amount'),
    units: {
      job: text('invoiceDocument.units.job'),
      hour: text('invoiceDocument.units.hour'),
      m2: text('invoiceDocument.units.m2'),
      m: text('invoiceDocument.units.m'),
      piece: text('invoiceDocument.units.piece'),
    },
    net: text('invoiceDocument.net'),
    vat: (rate) => text('invoiceDocument.vat', { rate }),
    gross: text('invoiceDocument.gross'),
    smallBusiness: text('invoiceDocument.smallBusiness'),
    vatId: text('invoiceDocument.vatId'),
    taxNumber: text('invoiceDocument.taxNumber'),
    bank: text('invoiceDocument.bank'),
    holder: text('invoiceDocument.holder'),
    reference: text('invoiceDocument.reference'),
    payHint: text('invoiceDocument.payHint'),
    giroCode: text('invoiceDocument.giroCode'),
    cancellationHint: text('invoiceDocument.cancellationHint'),
    money: (cents) => EURO[locale].format(cents / 100),
  };
}

export const INVOICE_TEXTS: Record<Locale, InvoiceTexts> = { de: readInvoiceTexts('de'), en: readInvoiceTexts('en') };

/** The remittance text of an order's transfer, in the buyer's language ("Auftrag 12"; the id as written, never grouped). */
export const transferReference = (locale: Locale, orderId: number): string => mailText(locale, 'invoiceDocument.transferReference', { orderId: String(orderId) });
