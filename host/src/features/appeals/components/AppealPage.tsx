import { useId, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, apiErrorMessage, Button, Card, errorStatus, hostPaths, links, reportError, sharedText, Textarea, unreachableMessage } from '@craft/shared';
// Only this page files appeals: the client stays out of the shared chunk every page loads.
import { createAppeal } from '@craft/shared/appeals';
import { useSchemaForm } from '@craft/shared/forms';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '@craft/shared/schemas';
import { appealsCatalog, useAppealsTexts } from '../texts';

const Frame = styled(Card)`
  width: 100%;
  max-width: 560px;
  border-top: 6px solid ${({ theme }) => theme.colors.brand};

  & > h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Values = { text: string };
type Outcome = { kind: 'idle' } | { kind: 'error'; message: string; signIn: boolean } | { kind: 'done' };

/** A case number from the path: plain digits only, else the link is broken. */
const decisionIdOf = (raw: string | undefined): number | null => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** What to say about a refused appeal: the API's own words where it gave them. */
function refusalText(error: unknown): string {
  const unreachable = unreachableMessage(error);
  if (unreachable) return unreachable;
  if (errorStatus(error) === 429) return appealsCatalog.text('page.tooManyAttempts');
  return apiErrorMessage(error) ?? appealsCatalog.text('page.failed');
}

/**
 * /appeal/:decisionId(?token=): the affected user writes why a moderation decision is wrong.
 * Signed in, the session says who appeals; from the mailed link the token does (a suspended
 * account cannot sign in). A refusal is announced (role="alert") and the text stays in the field.
 */
export function AppealPage() {
  const t = useAppealsTexts('page');
  const titleId = useId();
  const { decisionId: rawId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token')?.trim() || undefined;
  const decisionId = decisionIdOf(rawId);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const form = useSchemaForm<Values>({
    defaultValues: { text: '' },
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.appealCreateSchema, {
        labels: { text: t('text') },
        overrides: {
          text: {
            too_small: sharedText('validation.tooShort', { field: t('text'), min: APPEAL_TEXT_MIN }),
            too_big: sharedText('validation.tooLong', { field: t('text'), max: APPEAL_TEXT_MAX }),
          },
        },
        toInput: (values) => ({ decision_id: decisionId ?? 0, text: values.text, ...(token ? { appeal_token: token } : {}) }),
      }),
    loadFailedText: t('failed'),
    app: 'host',
    action: 'Appealing a moderation decision',
  });
  const { errors } = form.formState;

  const send = async ({ text }: Values) => {
    if (decisionId === null) return;
    setOutcome({ kind: 'idle' });
    try {
      await createAppeal({ decision_id: decisionId, text: text.trim(), ...(token ? { appeal_token: token } : {}) });
      setOutcome({ kind: 'done' });
    } catch (error) {
      reportError(error, { action: 'Appealing a moderation decision', app: 'host' });
      // Without a token, 401 means not signed in: the way on is to sign in and come back here.
      setOutcome({ kind: 'error', message: refusalText(error), signIn: !token && errorStatus(error) === 401 });
    }
  };

  const alert = outcome.kind === 'error' ? outcome.message : errors.root?.message;

  return (
    <Frame as="section" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      {decisionId === null ? (
        <Alert tone="error">{t('invalidLink')}</Alert>
      ) : outcome.kind === 'done' ? (
        <>
          <Alert tone="success">{t('done', { id: decisionId })}</Alert>
          <Link to={hostPaths.root}>{t('backHome')}</Link>
        </>
      ) : (
        <>
          <Intro>{t('intro', { id: decisionId })}</Intro>
          {alert && (
            <Alert tone="error">
              {alert} {outcome.kind === 'error' && outcome.signIn && <Link to={links.login(location.pathname)}>{t('signIn')}</Link>}
            </Alert>
          )}
          <form noValidate onSubmit={form.submitWith(send)}>
            <Textarea
              label={t('text')}
              hint={t('hint', { min: APPEAL_TEXT_MIN, max: APPEAL_TEXT_MAX })}
              required
              error={errors.text?.message}
              {...form.register('text')}
            />
            <Button type="submit" fullWidth disabled={form.busy}>
              {form.busy ? t('submitting') : t('submit')}
            </Button>
          </form>
        </>
      )}
    </Frame>
  );
}
