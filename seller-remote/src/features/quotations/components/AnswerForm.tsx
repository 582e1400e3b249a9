import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, TextField, Textarea, type QuotationAnswer } from '@craft/shared';
import { Failed, Pending } from '../../../components/status';
import { useAnswer, type AnswerValues } from '../hooks/use-answer';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.quotations;

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

function Fields({ quotationId, answer, onSend, sending, errors }: {
  quotationId: number;
  answer: QuotationAnswer | null;
  onSend: (values: AnswerValues, isUpdate: boolean) => void;
  sending: boolean;
  errors: Partial<Record<keyof AnswerValues, string>>;
}) {
  const [values, setValues] = useState<AnswerValues>({
    price: answer ? String(answer.price) : '',
    message: answer?.message ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(values, answer !== null);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={`${t.answerHeading} ${quotationId}`}>
      <h4>{answer ? t.yourAnswer(answer.price) : t.answerHeading}</h4>
      <TextField
        label={t.price}
        inputMode="numeric"
        value={values.price}
        error={errors.price}
        onChange={(e) => setValues((v) => ({ ...v, price: e.target.value }))}
      />
      <Textarea
        label={t.message}
        rows={3}
        value={values.message}
        error={errors.message}
        readOnly={answer !== null}
        onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
      />
      <Button type="submit" variant="seller" size="sm" disabled={sending}>
        {answer ? t.update : t.send}
      </Button>
    </Form>
  );
}

/** Answer a quotation with a price and a message; afterwards only the price changes (while open). */
export function AnswerForm({ quotationId }: { quotationId: number }) {
  const { existing, send, errors, feedback, sending } = useAnswer(quotationId);
  if (existing.status === 'pending') return <Pending />;
  if (existing.status === 'error') return <Failed onRetry={() => void existing.refetch()} />;
  return (
    <>
      <Fields
        key={existing.data?.id ?? 'new'}
        quotationId={quotationId}
        answer={existing.data}
        onSend={(values, isUpdate) => void send(values, isUpdate)}
        sending={sending}
        errors={errors}
      />
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
    </>
  );
}
