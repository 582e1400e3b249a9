import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveReview, type ReviewWrite } from '@craft/shared';
import { links } from '../../../config/paths';
import { buyerTexts } from '@craft/shared/texts/buyer';

/** Send Review / Save Review: stores the order's one review, then shows it. */
export function useSaveReview(orderId: number) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (review: ReviewWrite) => {
    // The API takes half a star to five; the widget can go down to zero.
    if (review.rating < 0.5) {
      setError(buyerTexts.review.ratingRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await saveReview(orderId, { rating: review.rating, text: review.text.trim() });
      navigate(links.orderReviewResult(orderId));
    } catch {
      setError(buyerTexts.review.saveFailed);
      setBusy(false);
    }
  };

  return { save, busy, error };
}
