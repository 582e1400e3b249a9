import { apiClient } from './client';
import { normaliseQuotation } from './normalise';
import type { Quotation, QuotationCreate, QuotationCreated, QuotationWire, UploadedFile } from './types';

/** POST /quotation/upload (multipart {document_url: file}) */
export async function uploadQuotationDocument(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('document_url', file);
  const { data } = await apiClient.post<UploadedFile>('/quotation/upload', form);
  return data;
}

/** POST /quotation (multipart fields, status always 'open'): the id and how many craftsmen it reaches. */
export async function createQuotation(body: QuotationCreate): Promise<QuotationCreated> {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  const { data } = await apiClient.post<QuotationCreated>('/quotation', form);
  return data;
}

/** GET /quotation (bearer, sellers), normalised from the wire's {Int64, Valid} shape. */
export async function listQuotations(): Promise<Quotation[]> {
  const { data } = await apiClient.get<QuotationWire[]>('/quotation');
  return data.map(normaliseQuotation);
}

/** POST /quotation/confirm {token}: the link mailed to a request's unconfirmed address; 204. */
export async function confirmQuotationRequest(token: string): Promise<void> {
  await apiClient.post('/quotation/confirm', { token });
}
