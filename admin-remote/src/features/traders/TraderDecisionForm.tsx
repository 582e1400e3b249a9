import { useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, reportError, Select, Textarea, unreachableMessage } from '@craft/shared';
import { decideTrader, type TraderReview } from '@craft/shared/moderation';
import { useSchemaForm } from '@craft/shared/forms';
import { DecisionFormBox } from '../../components/queue';
import { useAdminTexts } from '../../texts';

const ACTIONS = ['verify', 'request_more'] as const;

/** The request's own names, so the schema's issues land on the fields. */
interface TraderDecisionValues {
  action: string;
  message: string;
}

/**
 * An operator's decision on submitted trader details, checked with the API's own schema
 * (traderDecisionSchema): verify, or ask for more with a message the craftsman reads as written.
 */
export function TraderDecisionForm({ review, onDecided }: { review: TraderReview; onDecided: (review: TraderReview) => void }) {
  const t = useAdminTexts('traderDecision');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<TraderDecisionValues>({
    defaultValues: { action: '', message: '' },
    resolver: (schemas) =>
      schemas.formResolver<TraderDecisionValues>(schemas.traderDecisionSchema, {
        labels: { action: t('action'), message: t('message') },
        required: { action: t('pick') },
        overrides: { action: { invalid_value: t('pick') }, message: { custom: t('messageRequired'), too_big: t('messageLong') } },
      }),
    app: 'admin',
    action: 'Deciding trader details',
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const onValid = async (values: TraderDecisionValues) => {
    setFailure(null);
    const message = values.message.trim();
    try {
      const decided = await decideTrader(review.seller_id, { action: values.action as (typeof ACTIONS)[number], ...(message ? { message } : {}) });
      onDecided(decided);
    } catch (error) {
      reportError(error, { action: 'Deciding trader details', app: 'admin', sellerId: review.seller_id });
      setFailure(apiErrorCode(error) === 'trader.not_submitted' ? t('alreadyDecided') : [t('failed'), apiErrorMessage(error) ?? unreachableMessage(error)].filter(Boolean).join(' '));
    }
  };

  const headingId = `decide-trader-${review.seller_id}`;
  return (
    <DecisionFormBox noValidate aria-labelledby={headingId} onSubmit={form.submitWith(onValid)}>
      <h3 id={headingId}>{t('heading', { name: review.details.legal_name })}</h3>
      {(failure ?? errors.root?.message) && <Alert tone="error">{failure ?? errors.root?.message}</Alert>}
      <Select
        label={t('action')}
        placeholder={t('choose')}
        options={ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) }))}
        error={errors.action?.message}
        {...register('action')}
      />
      <Textarea label={t('message')} hint={t('messageHint')} rows={4} maxLength={2000} error={errors.message?.message} {...register('message')} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? t('submitting') : t('submit')}
      </Button>
    </DecisionFormBox>
  );
}
