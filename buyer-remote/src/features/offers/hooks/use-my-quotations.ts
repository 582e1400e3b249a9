import { useState } from 'react';
import { acceptQuotationAnswer, getMyQuotations, type MyQuotation, type QuotationAnswer } from '@craft/shared';
import { useResource } from '../../../lib/use-resource';
import { buyerTexts } from '@craft/shared/texts/buyer';

/** Cheapest first, whatever order the answers arrive in. */
export const cheapestFirst = (answers: readonly QuotationAnswer[]): QuotationAnswer[] =>
  [...answers].sort((a, b) => a.price - b.price || a.id - b.id);

/** The buyer's quotation requests with the craftsmen's answers, and accepting one. */
export function useMyQuotations() {
  const resource = useResource<MyQuotation[]>('my-quotations', getMyQuotations);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const accept = async (quotationId: number, answerId: number) => {
    setAcceptError(null);
    setBusyId(answerId);
    try {
      const updated = await acceptQuotationAnswer(quotationId, answerId);
      // From the list as it is now: another accept may have answered meanwhile.
      resource.setData((quotations) => quotations.map((quotation) => (quotation.id === updated.id ? updated : quotation)));
    } catch {
      setAcceptError(buyerTexts.offers.acceptFailed);
    } finally {
      setBusyId(null);
    }
  };

  return { resource, accept, acceptError, busyId };
}
