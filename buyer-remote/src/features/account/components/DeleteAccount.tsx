import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonRow, deleteAccount, Dialog, hostPaths, reportError } from '@craft/shared';
import { PasswordField, useSchemaForm } from '@craft/shared/forms';
import { useBuyerTexts } from '../../../texts';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

type Values = { password: string };

const CONSEQUENCES = ['personalData', 'openOrders', 'history', 'services', 'reRegister'] as const;

const Consequences = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(5)};

  & > li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/** The dialog's form: says what happens, asks for the password; on success logs out to the landing page. */
function DeleteForm({ userId, onCancel }: { userId: number; onCancel: () => void }) {
  const t = useBuyerTexts('account');
  const leaveSignedOut = useLeaveSignedOut();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    defaultValues: { password: '' },
    resolver: (schemas) => schemas.formResolver<Values>(schemas.deleteAccountSchema, { labels: { password: t('deletePassword') } }),
    loadFailedText: t('failed'),
    app: 'buyer',
    action: 'Deleting the account',
  });
  const { errors } = form.formState;

  const remove = async ({ password }: Values) => {
    setError(null);
    try {
      await deleteAccount(userId, { password });
    } catch (failure) {
      reportError(failure, { action: 'Deleting the account', app: 'buyer' });
      setError(accountErrorText(failure));
      return;
    }
    leaveSignedOut(hostPaths.root);
  };

  const alert = error ?? errors.root?.message;

  return (
    <form noValidate onSubmit={form.submitWith(remove)}>
      <Consequences>
        {CONSEQUENCES.map((line) => (
          <li key={line}>{t(`deleteConsequences.${line}`)}</li>
        ))}
      </Consequences>
      {alert && <Alert tone="error">{alert}</Alert>}
      <PasswordField form={form} name="password" label={t('deletePassword')} />
      <ButtonRow>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={form.busy}>
          {form.busy ? t('deleting') : t('confirmDelete')}
        </Button>
      </ButtonRow>
    </form>
  );
}

/** GDPR Art. 17: deletes the account behind a dialog that asks for the password. */
export function DeleteAccount({ userId }: { userId: number }) {
  const t = useBuyerTexts('account');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <Part title={t('deleteTitle')}>
      <p>{t('deleteIntro')}</p>
      <Button ref={opener} variant="danger" onClick={() => setOpen(true)}>
        {t('delete')}
      </Button>
      <Dialog open={open} title={t('deleteDialogTitle')} onClose={() => setOpen(false)} returnFocusTo={opener}>
        <DeleteForm userId={userId} onCancel={() => setOpen(false)} />
      </Dialog>
    </Part>
  );
}
