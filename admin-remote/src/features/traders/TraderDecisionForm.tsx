import { Select, Textarea } from '@craft/shared';
import { decideTrader, type TraderReview } from '@craft/shared/moderation';
import { useSchemaForm } from '@craft/shared/forms';
import { DecisionFormFrame, useDecisionFailure } from '../../components/decision-form';
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
  const { failure, clear, fail } = useDecisionFailure(t('failed'));
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
    clear();
    const message = values.message.trim();
    try {
      onDecided(await decideTrader(review.seller_id, { action: values.action as (typeof ACTIONS)[number], ...(message ? { message } : {}) }));
    } catch (error) {
      fail(error, { 'trader.not_submitted': t('alreadyDecided') }, { action: 'Deciding trader details', app: 'admin', sellerId: review.seller_id });
    }
  };

  return (
    <DecisionFormFrame
      headingId={`decide-trader-${review.seller_id}`}
      heading={t('heading', { name: review.details.legal_name })}
      failure={failure ?? errors.root?.message}
      busy={form.busy}
      submit={t('submit')}
      submitting={t('submitting')}
      onSubmit={form.submitWith(onValid)}
    >
      <Select
        label={t('action')}
        placeholder={t('choose')}
        options={ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) }))}
        error={errors.action?.message}
        {...register('action')}
      />
      <Textarea label={t('message')} hint={t('messageHint')} rows={4} maxLength={2000} error={errors.message?.message} {...register('message')} />
    </DecisionFormFrame>
  );
}
