import { Select, Textarea } from '@craft/shared';
import { decideModerationCase, type ModerationDecision } from '@craft/shared/moderation';
import { useSchemaForm } from '@craft/shared/forms';
import { DecisionFormFrame, useDecisionFailure } from '../../components/decision-form';
import { useAdminTexts } from '../../texts';

const ACTIONS = ['keep', 'remove', 'suspend'] as const;
const GROUNDS = ['illegal', 'terms'] as const;

/** The request's own names, so the schema's issues land on the fields. */
interface DecisionValues {
  action: string;
  ground: string;
  reason: string;
}

/**
 * An operator's decision on one case, checked with the API's own schema (decisionSchema in
 * @craft/shared). A refusal is said in an alert and the form keeps what was typed.
 */
export function DecisionForm({ caseId, onDecided }: { caseId: number; onDecided: (decision: ModerationDecision) => void }) {
  const t = useAdminTexts('decision');
  const { failure, clear, fail } = useDecisionFailure(t('failed'));
  const form = useSchemaForm<DecisionValues>({
    defaultValues: { action: '', ground: '', reason: '' },
    resolver: (schemas) =>
      schemas.formResolver<DecisionValues>(schemas.decisionSchema, {
        labels: { action: t('action'), ground: t('ground'), reason: t('reason') },
        required: { action: t('pick'), ground: t('pick') },
        overrides: {
          action: { invalid_value: t('pick') },
          ground: { invalid_value: t('pick') },
          reason: { too_small: t('reasonShort'), too_big: t('reasonLong') },
        },
      }),
    app: 'admin',
    action: 'Deciding a moderation case',
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const onValid = async (values: DecisionValues) => {
    clear();
    try {
      const decision = await decideModerationCase(caseId, {
        action: values.action as (typeof ACTIONS)[number],
        ground: values.ground as (typeof GROUNDS)[number],
        reason: values.reason.trim(),
      });
      onDecided(decision);
    } catch (error) {
      fail(error, { 'moderation.already_decided': t('alreadyDecided') }, { action: 'Deciding a moderation case', app: 'admin', caseId });
    }
  };

  return (
    <DecisionFormFrame
      headingId={`decide-${caseId}`}
      heading={t('heading', { id: caseId })}
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
      <Select
        label={t('ground')}
        placeholder={t('choose')}
        options={GROUNDS.map((value) => ({ value, label: t(`grounds.${value}`) }))}
        error={errors.ground?.message}
        {...register('ground')}
      />
      <Textarea label={t('reason')} hint={t('reasonHint')} rows={5} maxLength={2000} error={errors.reason?.message} {...register('reason')} />
    </DecisionFormFrame>
  );
}
