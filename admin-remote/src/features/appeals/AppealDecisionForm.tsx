import { useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, reportError, Select, Textarea, unreachableMessage } from '@craft/shared';
import { decideAppeal, type AppealDecision } from '@craft/shared/moderation';
import { useSchemaForm } from '@craft/shared/forms';
import { DecisionFormBox } from '../../components/queue';
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
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
    try {
      onDecided(await decideAppeal(appealId, { outcome: values.outcome as (typeof OUTCOMES)[number], reason: values.reason.trim() }));
    } catch (error) {
      const code = apiErrorCode(error);
      // The operator who decided first is not a fault to report: the API's sentence says who may answer.
      if (code === 'moderation.same_operator') setFailure(apiErrorMessage(error) ?? t('sameOperator'));
      else if (code === 'appeal.already_decided') setFailure(t('alreadyDecided'));
      else {
        reportError(error, { action: 'Deciding an appeal', app: 'admin', appealId });
        setFailure([t('failed'), apiErrorMessage(error) ?? unreachableMessage(error)].filter(Boolean).join(' '));
      }
    }
  };

  const headingId = `decide-appeal-${appealId}`;
  return (
    <DecisionFormBox noValidate aria-labelledby={headingId} onSubmit={form.submitWith(onValid)}>
      <h3 id={headingId}>{t('heading', { id: caseId })}</h3>
      {(failure ?? errors.root?.message) && <Alert tone="error">{failure ?? errors.root?.message}</Alert>}
      <Select
        label={t('outcome')}
        placeholder={t('choose')}
        options={OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
        error={errors.outcome?.message}
        {...register('outcome')}
      />
      <Textarea label={t('reason')} hint={t('reasonHint')} rows={5} maxLength={2000} error={errors.reason?.message} {...register('reason')} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? t('submitting') : t('submit')}
      </Button>
    </DecisionFormBox>
  );
}
