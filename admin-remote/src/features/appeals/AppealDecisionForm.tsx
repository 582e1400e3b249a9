import { apiErrorMessage, Select, Textarea } from '@craft/shared';
import { decideAppeal, type AppealDecision } from '@craft/shared/moderation';
import { useSchemaForm } from '@craft/shared/forms';
import { DecisionFormFrame, useDecisionFailure } from '../../components/decision-form';
import { useAdminTexts } from '../../texts';

const OUTCOMES = ['uphold', 'reinstate'] as const;

/** The request's own names, so the schema's issues land on the fields. */
interface AppealDecisionValues {
  outcome: string;
  reason: string;
}

/**
 * The answer to an appeal, checked with the API's own schema (appealDecisionSchema). The API
 * refuses the operator who took the first decision; its own sentence is shown, the form kept.
 */
export function AppealDecisionForm({ appealId, caseId, onDecided }: { appealId: number; caseId: number; onDecided: (decision: AppealDecision) => void }) {
  const t = useAdminTexts('appealDecision');
  const { failure, clear, fail } = useDecisionFailure(t('failed'));
  const form = useSchemaForm<AppealDecisionValues>({
    defaultValues: { outcome: '', reason: '' },
    resolver: (schemas) =>
      schemas.formResolver<AppealDecisionValues>(schemas.appealDecisionSchema, {
        labels: { outcome: t('outcome'), reason: t('reason') },
        required: { outcome: t('pick') },
        overrides: { outcome: { invalid_value: t('pick') }, reason: { too_small: t('reasonShort'), too_big: t('reasonLong') } },
      }),
    app: 'admin',
    action: 'Deciding an appeal',
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const onValid = async (values: AppealDecisionValues) => {
    clear();
    try {
      onDecided(await decideAppeal(appealId, { outcome: values.outcome as (typeof OUTCOMES)[number], reason: values.reason.trim() }));
    } catch (error) {
      // The operator who decided first is not at fault: the API's own sentence says who may answer.
      const known = { 'moderation.same_operator': apiErrorMessage(error) ?? t('sameOperator'), 'appeal.already_decided': t('alreadyDecided') };
      fail(error, known, { action: 'Deciding an appeal', app: 'admin', appealId });
    }
  };

  return (
    <DecisionFormFrame
      headingId={`decide-appeal-${appealId}`}
      heading={t('heading', { id: caseId })}
      failure={failure ?? errors.root?.message}
      busy={form.busy}
      submit={t('submit')}
      submitting={t('submitting')}
      onSubmit={form.submitWith(onValid)}
    >
      <Select
        label={t('outcome')}
        placeholder={t('choose')}
        options={OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
        error={errors.outcome?.message}
        {...register('outcome')}
      />
      <Textarea label={t('reason')} hint={t('reasonHint')} rows={5} maxLength={2000} error={errors.reason?.message} {...register('reason')} />
    </DecisionFormFrame>
  );
}
