import { useState } from 'react';
import { acceptQuotationAnswer, quotationQueries, reportError, type MyQuotation, type QuotationAnswer } from '@craft/shared';
import { queryClient, useQuery } from '@craft/shared/query';
import { buyerText } from '../../../texts';

/** Cheapest first, whatever order the answers arrive in. */
export const cheapestFirst = (answers: readonly QuotationAnswer[]): QuotationAnswer[] =>
  [...answers].sort((a, b) => a.price - b.price || a.id - b.id);

/** The buyer's quotation requests with the craftsmen's answers, and accepting one. */
export function useMyQuotations() {
  const options = quotationQueries.mine();
  const query = useQuery(options);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const accept = async (quotationId: number, answerId: number) => {
    setAcceptError(null);
    setBusyId(answerId);
    try {
      const updated = await acceptQuotationAnswer(quotationId, answerId);
      // From the cached list as it is now: another accept may have answered meanwhile.
      queryClient.setQueryData<MyQuotation[]>(options.queryKey, (quotations) =>
        quotations?.map((quotation) => (quotation.id === updated.id ? updated : quotation)),
      );
    } catch (error) {
      reportError(error, { action: 'Accepting a quotation answer', app: 'buyer' });
      setAcceptError(buyerText('offers.acceptFailed'));
    } finally {
      setBusyId(null);
    }
  };

  return { query, accept, acceptError, busyId };
}
