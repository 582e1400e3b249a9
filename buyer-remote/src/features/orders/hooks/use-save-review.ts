import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_RATING, reportError, saveReview, type Order } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { links } from '../../../config/paths';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.review;

export interface ReviewValues {
  rating: number;
  text: string;
}

/**
 * Send Review / Save Review: the order's one review (an existing one is the starting point in both
 * modes), checked with the API's reviewWriteSchema, stored, then shown.
 */
export function useSaveReview(order: Order) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<ReviewValues>({
    defaultValues: { rating: order.review?.rating ?? DEFAULT_RATING, text: order.review?.text ?? '' },
    resolver: (schemas) =>
      schemas.formResolver<ReviewValues>(schemas.reviewWriteSchema, {
        labels: { rating: texts.rating, text: texts.text },
        // The API takes half a star to five; the widget can go down to zero.
        overrides: { rating: { too_small: texts.ratingRequired } },
      }),
    loadFailedText: texts.saveFailed,
    app: 'buyer',
    action: 'Saving the review',
  });

  const save = async ({ rating, text }: ReviewValues) => {
    try {
      await saveReview(order.id, { rating, text: text.trim() });
      navigate(links.orderReviewResult(order.id));
    } catch (failure) {
      reportError(failure, { action: 'Saving the review', app: 'buyer' });
      setError(texts.saveFailed);
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
