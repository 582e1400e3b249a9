/**
 * `@craft/shared/payments`: getting paid by transfer (bank details, an order's GiroCode, invoices).
 * Its own entry, not part of the `@craft/shared` singleton: only the order and account pages of
 * the remotes use it, and the landing page's script must not grow.
 */
import { apiClient } from '@craft/shared';
import type { Invoice, OrderTransfer, PaymentDetails } from '../api/payment-types';
import type { PaymentDetailsInput } from '../schemas/payments';

export type { Invoice, InvoiceKind, OrderTransfer, PaymentDetails, TaxStatus } from '../api/payment-types';
export type { PaymentDetailsInput } from '../schemas/payments';
export { InvoiceList, type InvoiceListTextId } from './invoice-list';

/** GET /users/me/payment-details (craftsman): null until he has saved them. */
export async function getPaymentDetails(): Promise<PaymentDetails | null> {
  const { data } = await apiClient.get<{ details: PaymentDetails | null }>('/users/me/payment-details');
  return data.details;
}

/** PUT /users/me/payment-details (craftsman): the IBAN's checksum is checked on the server too. */
export async function savePaymentDetails(body: PaymentDetailsInput): Promise<PaymentDetails> {
  const { data } = await apiClient.put<PaymentDetails>('/users/me/payment-details', body);
  return data;
}

/** GET /orders/{id}/transfer (either party of an accepted bank-transfer order). */
export async function getOrderTransfer(orderId: number | string): Promise<OrderTransfer> {
  const { data } = await apiClient.get<OrderTransfer>(`/orders/${orderId}/transfer`);
  return data;
}

/** GET /orders/{id}/invoices (either party): the order's invoices and cancellations, oldest first. */
export async function getOrderInvoices(orderId: number | string): Promise<Invoice[]> {
  const { data } = await apiClient.get<Invoice[]>(`/orders/${orderId}/invoices`);
  return data;
}

/** POST /orders/{id}/invoice (craftsman, completed order): issues the invoice. */
export async function issueInvoice(orderId: number | string): Promise<Invoice> {
  const { data } = await apiClient.post<Invoice>(`/orders/${orderId}/invoice`);
  return data;
}

/** POST /orders/{id}/invoice/cancel (craftsman): a cancellation invoice for the current one. */
export async function cancelInvoice(orderId: number | string): Promise<Invoice> {
  const { data } = await apiClient.post<Invoice>(`/orders/${orderId}/invoice/cancel`);
  return data;
}

/** GET /invoices/{id}/pdf (either party). */
export async function downloadInvoice(invoiceId: number): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/invoices/${invoiceId}/pdf`, { responseType: 'blob' });
  return data;
}

/** GET /invoices (the caller's, as craftsman or customer, newest first). */
export async function getMyInvoices(): Promise<Invoice[]> {
  const { data } = await apiClient.get<Invoice[]>('/invoices');
  return data;
}

/** GET /invoices/export.csv: invoices and payments as a spreadsheet. */
export async function downloadInvoicesCsv(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('/invoices/export.csv', { responseType: 'blob' });
  return data;
}
