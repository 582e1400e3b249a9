import { apiClient } from './client';
import type { AnsweredQuotation, MyQuotation, QuotationAnswer, QuotationAnswerWrite } from './feature-types';

/** GET /quotation/mine (buyer): own requests with answers, cheapest first. */
export async function getMyQuotations(): Promise<MyQuotation[]> {
  const { data } = await apiClient.get<MyQuotation[]>('/quotation/mine');
  return data;
}

/** GET /quotation/answered (seller): the requests the craftsman answered and how each stands. */
export async function getAnsweredQuotations(): Promise<AnsweredQuotation[]> {
  const { data } = await apiClient.get<AnsweredQuotation[]>('/quotation/answered');
  return data;
}

/** PUT /quotation/{id}/answer (seller): answer once, change the price while open. */
export async function answerQuotation(quotationId: number | string, body: QuotationAnswerWrite): Promise<QuotationAnswer> {
  const { data } = await apiClient.put<QuotationAnswer>(`/quotation/${quotationId}/answer`, body);
  return data;
}

/** GET /quotation/{id}/answer (seller): the caller's own answer, 404 if none. */
export async function getMyAnswer(quotationId: number | string): Promise<QuotationAnswer> {
  const { data } = await apiClient.get<QuotationAnswer>(`/quotation/${quotationId}/answer`);
  return data;
}

/** POST /quotation/{id}/accept {answer_id} (the requesting buyer) */
export async function acceptQuotationAnswer(quotationId: number | string, answerId: number): Promise<MyQuotation> {
  const { data } = await apiClient.post<MyQuotation>(`/quotation/${quotationId}/accept`, { answer_id: answerId });
  return data;
}

/** GET /quotation/{id}/document (sellers): the uploaded earlier offer. */
export async function downloadQuotationDocument(quotationId: number | string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/quotation/${quotationId}/document`, { responseType: 'blob' });
  return data;
}
