import { apiErrorMessage, decideDirectOffer, directOfferQueries, errorStatus, orderQueries, reportError, withdrawDirectOffer, type DirectOffer, unreachableMessage } from '@craft/shared';
import { queryClient } from '@craft/shared/query';
import { useBuyerTexts } from '../../../texts';

/**
 * The buyer's answers to a craftsman's counter-offer: accept it (the API places the order at
 * that price) or withdraw the offer with a reason. Each resolves to null, or to the message to show.
 */
export function useOfferSteps(onChange: (offer: DirectOffer) => void) {
  const t = useBuyerTexts('directOffers');
  const run = async (action: string, step: () => Promise<DirectOffer>): Promise<string | null> => {
    try {
      onChange(await step());
      void queryClient.invalidateQueries({ queryKey: directOfferQueries.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: orderQueries.all, refetchType: 'none' });
      return null;
    } catch (failure) {
      reportError(failure, { action, app: 'buyer' });
      return unreachableMessage(failure) ?? (errorStatus(failure) === 409 ? (apiErrorMessage(failure) ?? t('stepFailed')) : t('stepFailed'));
    }
  };
  return {
    accept: (offer: DirectOffer) => run('Accepting a counter-offer', () => decideDirectOffer(offer.id, 'accept')),
    withdraw: (offer: DirectOffer, reason: string) => run('Withdrawing a direct offer', () => withdrawDirectOffer(offer.id, reason ? { reason } : {})),
  };
}
