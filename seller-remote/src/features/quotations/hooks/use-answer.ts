import { useState, type FormEvent } from 'react';
import { answerQuotation, errorStatus, getMyAnswer, quotationQueries, reportError, unreachableMessage, type QuotationAnswer, type Schemas } from '@craft/shared';
import { parseMoneyText } from '@craft/shared/lib/money';
import { formatPriceInput } from '@craft/shared/i18n';
import { useSchemaForm } from '@craft/shared/forms';
import { queryClient, useQuery } from '@craft/shared/query';
import { sellerText, useSellerTexts } from '../../../texts';

/** The form's fields carry the request's names, so quotationAnswerSchema's errors land on them. */
export interface AnswerValues {
  price: string;
  message: string;
}
export type AnswerFeedback = { tone: 'success' | 'error'; text: string } | null;

/** Whole euros like a service price, and a message so the buyer knows what the price covers (the API's schema). */
const answerResolver = (schemas: Schemas) =>
  schemas.formResolver<AnswerValues>(schemas.quotationAnswerSchema, {
    labels: { price: sellerText('quotations.price'), message: sellerText('quotations.message') },
    required: sellerText('form.required'),
    overrides: { price: { invalid_type: sellerText('form.wholeNumber'), too_small: sellerText('form.wholeNumber') } },
    // An empty price is missing (the required text), not a price the schema refuses.
    toInput: (values) => ({ ...values, price: values.price.trim() === '' ? undefined : values.price }),
  });

/** This seller's one answer to a quotation: loaded (404 = none yet). */
export function useExistingAnswer(quotationId: number) {
  return useQuery({
    queryKey: quotationQueries.myAnswer(quotationId).queryKey,
    queryFn: async (): Promise<QuotationAnswer | null> => {
      try {
        return await getMyAnswer(quotationId);
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}

/** The outcome of the last send; kept above the form, which remounts once the first answer exists. */
export const useAnswerFeedback = () => useState<AnswerFeedback>(null);

/** Sends the answer, then re-prices it while the quotation is open; one request per click. */
export function useAnswerForm(quotationId: number, answer: QuotationAnswer | null, setFeedback: (feedback: AnswerFeedback) => void) {
  const t = useSellerTexts('quotations');
  const form = useSchemaForm<AnswerValues>({
    defaultValues: { price: answer ? formatPriceInput(answer.price) : '', message: answer?.message ?? '' },
    resolver: answerResolver,
    loadFailedText: t('answerFailed'),
    app: 'seller',
    action: 'Answering a quotation',
  });

  const send = async (values: AnswerValues) => {
    try {
      const saved = await answerQuotation(quotationId, { price: parseMoneyText(values.price) ?? Number.NaN, message: values.message.trim() });
      queryClient.setQueryData(quotationQueries.myAnswer(quotationId).queryKey, saved);
      setFeedback({ tone: 'success', text: answer ? t('updated') : t('sent') });
    } catch (error) {
      reportError(error, { action: 'Answering a quotation', app: 'seller' });
      setFeedback({ tone: 'error', text: unreachableMessage(error) ?? (errorStatus(error) === 409 ? t('closed') : t('answerFailed')) });
    }
  };

  const submit = (event: FormEvent) => {
    // A new attempt: the last attempt's outcome goes.
    setFeedback(null);
    form.submitWith(send)(event);
  };

  return { form, submit };
}
