import styled from 'styled-components';
import { Alert, Button, TextField, Textarea, type QuotationAnswer } from '@craft/shared';
import { formatPrice } from '@craft/shared/i18n';
import { MessageAction } from '@craft/shared/messaging';
import { links } from '../../../config/paths';
import { Failed, Pending } from '../../../components/status';
import { useAnswerFeedback, useAnswerForm, useExistingAnswer, type AnswerFeedback } from '../hooks/use-answer';
import { useSellerTexts } from '../../../texts';

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

function Fields({ quotationId, answer, onFeedback }: { quotationId: number; answer: QuotationAnswer | null; onFeedback: (feedback: AnswerFeedback) => void }) {
  const t = useSellerTexts('quotations');
  const { form, submit } = useAnswerForm(quotationId, answer, onFeedback);
  const { errors } = form.formState;
  return (
    <>
      <Form onSubmit={submit} noValidate aria-label={t('answerFormLabel', { id: String(quotationId) })}>
        <h4>{answer ? t('yourAnswer', { price: formatPrice(answer.price) }) : t('answerHeading')}</h4>
        <TextField label={t('price')} inputMode="decimal" error={errors.price?.message} {...form.register('price')} />
        <Textarea label={t('message')} rows={3} error={errors.message?.message} readOnly={answer !== null} {...form.register('message')} />
        <Button type="submit" variant="seller" size="sm" disabled={form.busy}>
          {answer ? t('update') : t('send')}
        </Button>
      </Form>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
    </>
  );
}

/**
 * Answer a quotation with a price and a message; afterwards only the price changes (while open).
 * Once answered, a request sent from an account can be discussed in a conversation; a
 * visitor's request has no account to write to, so it has no Message action.
 */
export function AnswerForm({ quotationId, requesterId, about }: { quotationId: number; requesterId: number | null; about: string }) {
  const t = useSellerTexts('quotations');
  const existing = useExistingAnswer(quotationId);
  const [feedback, setFeedback] = useAnswerFeedback();
  if (existing.status === 'pending') return <Pending />;
  if (existing.status === 'error') return <Failed onRetry={() => void existing.refetch()} />;
  return (
    <>
      <Fields key={existing.data?.id ?? 'new'} quotationId={quotationId} answer={existing.data} onFeedback={setFeedback} />
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      {existing.data && requesterId !== null && (
        <MessageAction to={{ buyer_id: requesterId, quotation_id: quotationId }} recipientName={t('theRequester')} about={about} linkTo={links.sellerConversation} />
      )}
    </>
  );
}
