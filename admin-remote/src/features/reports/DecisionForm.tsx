import { useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, reportError, Select, Textarea, unreachableMessage } from '@craft/shared';
import { decideModerationCase, type ModerationDecision } from '@craft/shared/moderation';
import { useSchemaForm } from '@craft/shared/forms';
import { DecisionFormBox } from '../../components/queue';
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
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
    try {
      const decision = await decideModerationCase(caseId, {
        action: values.action as (typeof ACTIONS)[number],
        ground: values.ground as (typeof GROUNDS)[number],
        reason: values.reason.trim(),
      });
      onDecided(decision);
    } catch (error) {
      reportError(error, { action: 'Deciding a moderation case', app: 'admin', caseId });
      setFailure(apiErrorCode(error) === 'moderation.already_decided' ? t('alreadyDecided') : [t('failed'), apiErrorMessage(error) ?? unreachableMessage(error)].filter(Boolean).join(' '));
    }
  };

  const headingId = `decide-${caseId}`;
  return (
    <DecisionFormBox noValidate aria-labelledby={headingId} onSubmit={form.submitWith(onValid)}>
      <h3 id={headingId}>{t('heading', { id: caseId })}</h3>
      {(failure ?? errors.root?.message) && <Alert tone="error">{failure ?? errors.root?.message}</Alert>}
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
      <Button type="submit" disabled={form.busy}>
        {form.busy ? t('submitting') : t('submit')}
      </Button>
    </DecisionFormBox>
  );
}
