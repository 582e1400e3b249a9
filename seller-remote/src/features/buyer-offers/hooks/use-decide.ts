import { useCallback, useState } from 'react';
import { decideDirectOffer, decideOrder, directOfferQueries, errorStatus, orderQueries, reportError } from '@craft/shared';
import { queryClient } from '@craft/shared/query';
import { fromDirectOffer, fromOrder, type BuyerOffer } from './buyer-offer';
import { sellerTexts } from '@craft/shared/texts/seller';

export type Decision = 'accept' | 'reject';
export type DecideFeedback = { tone: 'success' | 'error'; text: string } | null;

const t = sellerTexts.offers;

/** Accepts or rejects an order or direct offer; the API e-mails the buyer and refuses a second decision. */
export function useDecide(onDecided: (offer: BuyerOffer) => void) {
  const [feedback, setFeedback] = useState<DecideFeedback>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const decide = useCallback(
    async (offer: BuyerOffer, decision: Decision) => {
      setBusy(`${offer.kind}-${offer.id}`);
      setFeedback(null);
      try {
        const updated =
          offer.kind === 'order' ? fromOrder(await decideOrder(offer.id, decision)) : fromDirectOffer(await decideDirectOffer(offer.id, decision));
        onDecided(updated);
        // Lists and details read elsewhere load the decision next time (the buyer's side included).
        void queryClient.invalidateQueries({ queryKey: offer.kind === 'order' ? orderQueries.all : directOfferQueries.all, refetchType: 'none' });
        setFeedback({ tone: 'success', text: decision === 'accept' ? t.accepted : t.rejected });
      } catch (error) {
        reportError(error, { action: 'Deciding a buyer offer', app: 'seller' });
        setFeedback({ tone: 'error', text: errorStatus(error) === 409 ? t.alreadyDecided : t.decideFailed });
      } finally {
        setBusy(null);
      }
    },
    [onDecided],
  );

  const isBusy = useCallback((offer: BuyerOffer) => busy === `${offer.kind}-${offer.id}`, [busy]);
  return { decide, feedback, isBusy };
}
