import { useCallback, useEffect, useState } from 'react';
import { answerQuotation, errorStatus, getMyAnswer, prefetchSchemas, quotationQueries, reportError, schemasForSubmit, type QuotationAnswer, type QuotationAnswerWrite, type Schemas } from '@craft/shared';
import { queryClient, useQuery } from '@craft/shared/query';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.quotations;

export interface AnswerValues {
  price: string;
  message: string;
}
export type AnswerErrors = Partial<Record<keyof AnswerValues, string>>;
export type AnswerFeedback = { tone: 'success' | 'error'; text: string } | null;

/** Whole euros like a service price; a message so the buyer knows what the price covers. */
export function validateAnswer(
  values: AnswerValues,
  { priceField }: Schemas,
): { ok: true; body: QuotationAnswerWrite } | { ok: false; errors: AnswerErrors } {
  const errors: AnswerErrors = {};
  const price = priceField.safeParse(values.price.trim());
  if (values.price.trim() === '') errors.price = sellerTexts.form.required;
  else if (!price.success) errors.price = sellerTexts.form.wholeNumber;
  if (values.message.trim() === '') errors.message = sellerTexts.form.required;
  if (Object.keys(errors).length > 0 || !price.success) return { ok: false, errors };
  return { ok: true, body: { price: price.data, message: values.message.trim() } };
}

/** This seller's one answer to a quotation: loaded (404 = none yet), sent, then re-priced while open. */
export function useAnswer(quotationId: number) {
  const { queryKey } = quotationQueries.myAnswer(quotationId);
  const existing = useQuery({
    queryKey,
    queryFn: async (): Promise<QuotationAnswer | null> => {
      try {
        return await getMyAnswer(quotationId);
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [feedback, setFeedback] = useState<AnswerFeedback>(null);
  const [sending, setSending] = useState(false);
  // The answer's price schema loads with the page, not when the answer is sent.
  useEffect(prefetchSchemas, []);

  const send = useCallback(
    async (values: AnswerValues, isUpdate: boolean) => {
      const schemas = await schemasForSubmit();
      if (!schemas) {
        setFeedback({ tone: 'error', text: t.answerFailed });
        return;
      }
      const result = validateAnswer(values, schemas);
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) return;
      setSending(true);
      setFeedback(null);
      try {
        const answer = await answerQuotation(quotationId, result.body);
        queryClient.setQueryData(queryKey, answer);
        setFeedback({ tone: 'success', text: isUpdate ? t.updated : t.sent });
      } catch (error) {
        reportError(error, { action: 'Answering a quotation', app: 'seller' });
        setFeedback({ tone: 'error', text: errorStatus(error) === 409 ? t.closed : t.answerFailed });
      } finally {
        setSending(false);
      }
    },
    [quotationId, queryKey],
  );

  return { existing, send, errors, feedback, sending };
}
