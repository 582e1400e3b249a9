import { Button, type ButtonSize } from '@craft/shared';
import { isOpen, type BuyerOffer } from '../hooks/buyer-offer';
import type { Decision } from '../hooks/use-decide';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.offers;

interface Props {
  offer: BuyerOffer;
  busy: boolean;
  onDecide: (offer: BuyerOffer, decision: Decision) => void;
  size?: ButtonSize;
}

/** Reject and Accept; a decided offer keeps them disabled so it cannot be decided again. */
export function DecisionButtons({ offer, busy, onDecide, size = 'sm' }: Props) {
  const disabled = busy || !isOpen(offer);
  return (
    <>
      <Button variant="secondary" size={size} disabled={disabled} onClick={() => onDecide(offer, 'reject')}>
        {t.reject}
      </Button>
      <Button variant="seller" size={size} disabled={disabled} onClick={() => onDecide(offer, 'accept')}>
        {t.accept}
      </Button>
    </>
  );
}
