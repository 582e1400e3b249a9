import { useState } from 'react';
import styled from 'styled-components';
import { Alert, getMailPreferences, reportError, updateMailPreferences, type MailGroup, type MailPreferences } from '@craft/shared';
import { MAIL_GROUPS } from '@craft/shared/api/notification-types';
import { queryClient, useQuery } from '@craft/shared/query';
import { useBuyerTexts } from '../../../texts';
import { Part } from './Part';

const preferencesKey = ['users', 'me', 'mail-preferences'] as const;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  & legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  & label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  & input {
    width: 20px;
    height: 20px;
  }
`;

/**
 * E-mail notifications: one switch per group of mails. The in-app notifications stay either
 * way; each change is saved at once and said in the page.
 */
export function MailPreferencesForm() {
  const t = useBuyerTexts('account');
  const preferences = useQuery({ queryKey: preferencesKey, queryFn: getMailPreferences });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (group: MailGroup, on: boolean) => {
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await updateMailPreferences({ [group]: on });
      queryClient.setQueryData<MailPreferences>(preferencesKey, saved);
      setOutcome({ tone: 'success', message: t('mailSaved') });
    } catch (error) {
      reportError(error, { action: 'Saving mail preferences', app: 'buyer' });
      setOutcome({ tone: 'error', message: t('failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Part title={t('mailTitle')}>
      <p>{t('mailIntro')}</p>
      {preferences.status === 'error' && <Alert tone="error">{t('failed')}</Alert>}
      {preferences.data && (
        <Choices disabled={busy}>
          <legend className="visually-hidden">{t('mailTitle')}</legend>
          {MAIL_GROUPS.map((group) => (
            <label key={group}>
              <input type="checkbox" checked={preferences.data[group]} onChange={(event) => void change(group, event.target.checked)} />
              {t(`mailGroups.${group}`)}
            </label>
          ))}
        </Choices>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
    </Part>
  );
}
