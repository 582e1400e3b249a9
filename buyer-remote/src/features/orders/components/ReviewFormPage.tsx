import { Alert, Button, ButtonLink, ButtonRow, Card, PageContainer, StarRating, Textarea, type Order } from '@craft/shared';
import { buyerPaths } from '../../../config/paths';
import { QueryView } from '@craft/shared';
import { useOrderFromQuery } from '../../../hooks/use-order';
import { useSaveReview } from '../hooks/use-save-review';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.review;

type Mode = 'create' | 'edit';

function ReviewForm({ order, mode }: { order: Order; mode: Mode }) {
  const review = useSaveReview(order);
  const { form } = review;
  const rating = form.watch('rating');
  const textError = form.formState.errors.text?.message;

  return (
    <Card as="form" onSubmit={review.submit} noValidate aria-labelledby="review-title">
      <h1 id="review-title" style={{ marginTop: 0 }}>
        {mode === 'edit' ? texts.editTitle : texts.title}
      </h1>
      <p>{order.service_title}</p>
      <p aria-hidden="true" style={{ fontWeight: 600, marginBottom: 4 }}>
        {texts.rating}
      </p>
      <StarRating step={1} value={rating} onChange={(value) => form.setValue('rating', value, { shouldValidate: form.formState.isSubmitted })} label={texts.rating} size={32} />
      <div style={{ height: 16 }} />
      <Textarea label={texts.text} hint={texts.textHint} {...form.register('text')} error={textError} />
      {review.message && <Alert tone="error">{review.message}</Alert>}
      <ButtonRow>
        <ButtonLink to={buyerPaths.orders} variant="secondary">
          {texts.cancel}
        </ButtonLink>
        <Button type="submit" disabled={review.busy}>
          {mode === 'edit' ? texts.save : texts.send}
        </Button>
      </ButtonRow>
    </Card>
  );
}

function ReviewFormPage({ mode }: { mode: Mode }) {
  const order = useOrderFromQuery('order');
  return (
    <PageContainer style={{ maxWidth: 720 }}>
      <QueryView query={order.query} notFound={buyerTexts.orders.notFound} noId={buyerTexts.orders.noOrderId}>
        {(data) =>
          // Reviews follow the finished work (#15): only a completed order, and an edit within its window.
          data.status === 'completed' && (mode === 'create' || !data.review_editable_until || Date.parse(data.review_editable_until) > Date.now()) ? (
            <ReviewForm order={data} mode={mode} />
          ) : (
            <>
              <Alert tone="info">{data.status === 'completed' ? texts.editClosed : texts.notCompleted}</Alert>
              <ButtonLink to={buyerPaths.orders} variant="secondary">
                {texts.back}
              </ButtonLink>
            </>
          )
        }
      </QueryView>
    </PageContainer>
  );
}

/** /orders/review?order=ID */
export const OrderReviewPage = () => <ReviewFormPage mode="create" />;
/** /orders/review/edit?order=ID: the same form, prefilled, and it saves. */
export const OrderReviewEditPage = () => <ReviewFormPage mode="edit" />;
