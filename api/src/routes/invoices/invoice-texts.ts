import type { Locale } from '@craft/shared/api/types';
import type { PriceUnit } from '@craft/shared/api/types';

/** The words of an invoice PDF, in the buyer's language. German: the terms of § 14 UStG. */
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

const euroDe = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const euroEn = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export const INVOICE_TEXTS: Record<Locale, InvoiceTexts> = {
  de: {
    title: 'Rechnung',
    cancellationTitle: 'Stornorechnung',
    cancels: (label, date) => `Storno der Rechnung ${label} vom ${date}`,
    number: 'Rechnungsnummer',
    issueDate: 'Rechnungsdatum',
    serviceDate: 'Leistungsdatum',
    order: 'Auftrag',
    craftsman: 'Handwerker',
    customer: 'Kunde',
    service: 'Leistung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    units: { job: 'pauschal', hour: 'Std.', m2: 'm²', m: 'm', piece: 'Stück' },
    net: 'Nettobetrag',
    vat: (rate) => `Umsatzsteuer ${rate} %`,
    gross: 'Gesamtbetrag',
    smallBusiness: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    bank: 'Bankverbindung',
    holder: 'Kontoinhaber',
    reference: 'Verwendungszweck',
    payHint: 'Bitte überweisen Sie den Gesamtbetrag unter Angabe des Verwendungszwecks.',
    giroCode: 'GiroCode: mit der Banking-App scannen',
    cancellationHint: 'Diese Stornorechnung hebt die genannte Rechnung vollständig auf.',
    money: (cents) => euroDe.format(cents / 100),
  },
  en: {
    title: 'Invoice',
    cancellationTitle: 'Cancellation invoice',
    cancels: (label, date) => `Cancels invoice ${label} of ${date}`,
    number: 'Invoice number',
    issueDate: 'Date of issue',
    serviceDate: 'Date of service',
    order: 'Order',
    craftsman: 'Craftsman',
    customer: 'Customer',
    service: 'Service',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    units: { job: 'job', hour: 'hours', m2: 'm²', m: 'm', piece: 'pieces' },
    net: 'Net amount',
    vat: (rate) => `VAT ${rate}%`,
    gross: 'Total',
    smallBusiness: 'No VAT is charged: small business under § 19 UStG.',
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
    bank: 'Bank details',
    holder: 'Account holder',
    reference: 'Payment reference',
    payHint: 'Please transfer the total quoting the payment reference.',
    giroCode: 'GiroCode: scan it with your banking app',
    cancellationHint: 'This cancellation invoice fully reverses the invoice named above.',
    money: (cents) => euroEn.format(cents / 100),
  },
};

/** The remittance text of an order's transfer, in the buyer's language. */
export const transferReference = (locale: Locale, orderId: number): string => `${locale === 'de' ? 'Auftrag' : 'Order'} ${orderId}`;
