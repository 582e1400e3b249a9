import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, errorStatus, reportError, saveReview, type Order, unreachableMessage } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { links } from '../../../config/paths';
import { useBuyerTexts } from '../../../texts';

export interface ReviewValues {
  rating: number;
  text: string;
}

/**
 * Send Review / Save Review: the order's one review (an existing one is the starting point in both
 * modes), checked with the API's reviewWriteSchema, stored, then shown.
 */
export function useSaveReview(order: Order) {
  const t = useBuyerTexts('review');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<ReviewValues>({
    // No default rating: a review with nothing chosen is refused, never published as 2.5 stars.
    defaultValues: { rating: order.review ? Math.round(order.review.rating) : 0, text: order.review?.text ?? '' },
    resolver: (schemas) =>
      schemas.formResolver<ReviewValues>(schemas.reviewWriteSchema, {
        labels: { rating: t('rating'), text: t('text') },
        // Whole stars from 1 to 5; 0 is the widget's "nothing chosen yet".
        overrides: { rating: { too_small: t('ratingRequired') } },
      }),
    loadFailedText: t('saveFailed'),
    app: 'buyer',
    action: 'Saving the review',
  });

  const save = async ({ rating, text }: ReviewValues) => {
    try {
      await saveReview(order.id, { rating, text: text.trim() });
      navigate(links.orderReviewResult(order.id));
    } catch (failure) {
      reportError(failure, { action: 'Saving the review', app: 'buyer' });
      // 409: the order is not completed, or the 14 days to edit have passed; the API says which.
      setError(unreachableMessage(failure) ?? (errorStatus(failure) === 409 ? (apiErrorMessage(failure) ?? t('saveFailed')) : t('saveFailed')));
    }
  };

  const submit = (event: FormEvent) => {
    // A new attempt: the last attempt's failure goes.
    setError(null);
    form.submitWith(save)(event);
  };

  const { errors } = form.formState;
  // One message at a time: what to fix first, else why the last save failed.
  const message = errors.rating?.message ?? errors.root?.message ?? error;
  return { form, submit, busy: form.busy, message };
}
