import { useCallback, useState } from 'react';
import { decideDirectOffer, decideOrder, errorStatus } from '@craft/shared';
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
        setFeedback({ tone: 'success', text: decision === 'accept' ? t.accepted : t.rejected });
      } catch (error) {
        console.error('Deciding the offer failed', error);
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
