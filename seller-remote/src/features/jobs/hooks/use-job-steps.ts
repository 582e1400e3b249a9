import { useCallback, useState } from 'react';
import {
  apiErrorMessage,
  cancelOrder,
  changedOffer,
  counterDirectOffer,
  decideDirectOffer,
  decideOrder,
  directOfferQueries,
  errorStatus,
  markOrderPaymentReceived,
  markOrderWorkDone,
  orderQueries,
  reportError,
  unreachableMessage,
} from '@craft/shared';
import { formatPrice } from '@craft/shared/i18n';
import { queryClient } from '@craft/shared/query';
import { sellerText } from '../../../texts';
import { fromDirectOffer, fromOrder, type BuyerOffer, type JobStep } from './buyer-offer';

export type StepFeedback = { tone: 'success' | 'error'; text: string } | null;

/** What a step sends: a reason (reject, cancel) or a counter price with a note. */
export interface StepInput {
  reason?: string;
  price?: number;
  message?: string;
}

function send(offer: BuyerOffer, step: JobStep, input: StepInput): Promise<BuyerOffer> {
  const reason = input.reason ? { reason: input.reason } : {};
  if (offer.kind === 'offer') {
    if (step === 'counter') return counterDirectOffer(offer.id, { price: input.price ?? 0, ...(input.message ? { message: input.message } : {}) }).then(fromDirectOffer);
    if (step === 'reject') return decideDirectOffer(offer.id, 'reject', reason).then(fromDirectOffer);
    // The version shown: if the customer changed the offer since, the API accepts nothing (409).
    return decideDirectOffer(offer.id, 'accept', offer.version === null ? {} : { version: offer.version }).then(fromDirectOffer);
  }
  switch (step) {
    case 'work-done':
      return markOrderWorkDone(offer.id).then(fromOrder);
    case 'payment-received':
      return markOrderPaymentReceived(offer.id).then(fromOrder);
    case 'cancel':
      return cancelOrder(offer.id, reason).then(fromOrder);
    default:
      return decideOrder(offer.id, step === 'reject' ? 'reject' : 'accept', reason).then(fromOrder);
  }
}

/** What the craftsman reads when the customer changed an offer after it was shown: the figure it names now. */
function changedText(offer: BuyerOffer): string {
  return offer.amount === null ? sellerText('offers.changedNoPrice') : sellerText('offers.changed', { price: formatPrice(offer.amount) });
}

/**
 * The craftsman's steps on orders and direct offers: accept, reject or cancel with a reason,
 * counter with a price, mark the work done and the payment received. The API tells the customer
 * and refuses a step the state no longer allows (409, with its reason, shown as it says it). An
 * accept of an offer the customer changed since it was shown is refused too: the page then shows
 * the offer as it is now and says what changed, so the craftsman can accept it deliberately.
 */
export function useJobSteps(onChanged: (offer: BuyerOffer) => void) {
  const [feedback, setFeedback] = useState<StepFeedback>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** Resolves to null when done, else to the message to show (a dialog keeps it open with it). */
  const run = useCallback(
    async (offer: BuyerOffer, step: JobStep, input: StepInput = {}): Promise<string | null> => {
      setBusy(`${offer.kind}-${offer.id}`);
      setFeedback(null);
      try {
        onChanged(await send(offer, step, input));
        // Lists and details read elsewhere load the change next time (the buyer's side included).
        void queryClient.invalidateQueries({ queryKey: offer.kind === 'order' ? orderQueries.all : directOfferQueries.all, refetchType: 'none' });
        setFeedback({ tone: 'success', text: sellerText(`offers.done.${step}`) });
        return null;
      } catch (error) {
        const changed = offer.kind === 'offer' && step === 'accept' ? changedOffer(error) : null;
        if (changed) {
          const now = fromDirectOffer(changed);
          onChanged(now);
          void queryClient.invalidateQueries({ queryKey: directOfferQueries.all, refetchType: 'none' });
          const text = changedText(now);
          setFeedback({ tone: 'error', text });
          return text;
        }
        reportError(error, { action: `Job step ${step}`, app: 'seller' });
        const text = unreachableMessage(error) ?? (errorStatus(error) === 409 ? (apiErrorMessage(error) ?? sellerText('offers.alreadyDecided')) : errorStatus(error) === 400 ? (apiErrorMessage(error) ?? sellerText('offers.decideFailed')) : sellerText('offers.decideFailed'));
        setFeedback({ tone: 'error', text });
        return text;
      } finally {
        setBusy(null);
      }
    },
    [onChanged],
  );

  const isBusy = useCallback((offer: BuyerOffer) => busy === `${offer.kind}-${offer.id}`, [busy]);
  return { run, feedback, isBusy };
}
