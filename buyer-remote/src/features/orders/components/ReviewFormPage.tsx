import { Alert, Button, ButtonLink, ButtonRow, Card, PageContainer, Textarea, type Order } from '@craft/shared';
import { StarRating } from '@craft/shared/widgets';
import { buyerPaths } from '../../../config/paths';
import { QueryView } from '@craft/shared';
import { useOrderFromQuery } from '../../../hooks/use-order';
import { useSaveReview } from '../hooks/use-save-review';
import { useBuyerTexts, buyerText } from '../../../texts';

type Mode = 'create' | 'edit';

function ReviewForm({ order, mode }: { order: Order; mode: Mode }) {
  const t = useBuyerTexts('review');
  const review = useSaveReview(order);
  const { form } = review;
  const rating = form.watch('rating');
  const textError = form.formState.errors.text?.message;

  return (
    <Card as="form" onSubmit={review.submit} noValidate aria-labelledby="review-title">
      <h1 id="review-title" style={{ marginTop: 0 }}>
        {mode === 'edit' ? t('editTitle') : t('title')}
      </h1>
      <p>{order.service_title}</p>
      <p aria-hidden="true" style={{ fontWeight: 600, marginBottom: 4 }}>
        {t('rating')}
      </p>
      <StarRating step={1} value={rating} onChange={(value) => form.setValue('rating', value, { shouldValidate: form.formState.isSubmitted })} label={t('rating')} size={32} />
      <div style={{ height: 16 }} />
      <Textarea label={t('text')} hint={t('textHint')} {...form.register('text')} error={textError} />
      {review.message && <Alert tone="error">{review.message}</Alert>}
      <ButtonRow>
        <ButtonLink to={buyerPaths.orders} variant="secondary">
          {t('cancel')}
        </ButtonLink>
        <Button type="submit" disabled={review.busy}>
          {mode === 'edit' ? t('save') : t('send')}
        </Button>
      </ButtonRow>
    </Card>
  );
}

function ReviewFormPage({ mode }: { mode: Mode }) {
  const t = useBuyerTexts('review');
  const order = useOrderFromQuery('order');
  return (
    <PageContainer style={{ maxWidth: 720 }}>
      <QueryView query={order.query} notFound={buyerText('orders.notFound')} noId={buyerText('orders.noOrderId')}>
        {(data) =>
          // Reviews follow the finished work: only a completed order, and an edit within its window.
          data.status === 'completed' && (mode === 'create' || !data.review_editable_until || Date.parse(data.review_editable_until) > Date.now()) ? (
            <ReviewForm order={data} mode={mode} />
          ) : (
            <>
              <Alert tone="info">{data.status === 'completed' ? t('editClosed') : t('notCompleted')}</Alert>
              <ButtonLink to={buyerPaths.orders} variant="secondary">
                {t('back')}
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
