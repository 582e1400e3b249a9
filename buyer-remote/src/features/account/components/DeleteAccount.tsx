import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonRow, deleteAccount, Dialog, hostPaths, reportError, TextField } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

const texts = buyerTexts.account;

type Values = { password: string };

const Consequences = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(5)};

  & > li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/** The dialog's form: says what happens, asks for the password; on success logs out to the landing page. */
function DeleteForm({ userId, onCancel }: { userId: number; onCancel: () => void }) {
  const leaveSignedOut = useLeaveSignedOut();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    defaultValues: { password: '' },
    resolver: (schemas) => schemas.formResolver<Values>(schemas.deleteAccountSchema, { labels: { password: texts.deletePassword } }),
    loadFailedText: texts.failed,
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
        {texts.deleteConsequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Consequences>
      {alert && <Alert tone="error">{alert}</Alert>}
      <TextField
        label={texts.deletePassword}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <ButtonRow>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={form.busy}>
          {form.busy ? texts.deleting : texts.confirmDelete}
        </Button>
      </ButtonRow>
    </form>
  );
}

/** GDPR Art. 17: deletes the account behind a dialog that asks for the password. */
export function DeleteAccount({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <Part title={texts.deleteTitle}>
      <p>{texts.deleteIntro}</p>
      <Button ref={opener} variant="danger" onClick={() => setOpen(true)}>
        {texts.delete}
      </Button>
      <Dialog open={open} title={texts.deleteDialogTitle} onClose={() => setOpen(false)} returnFocusTo={opener}>
        <DeleteForm userId={userId} onCancel={() => setOpen(false)} />
      </Dialog>
    </Part>
  );
}
