import { useState } from 'react';
import { Alert, Button, hostPaths, reportError, signOutEverywhere } from '@craft/shared';
import { useBuyerTexts } from '../../../texts';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

/** Ends every session, this one included: the page then logs out and shows the login screen. */
export function SignOutEverywhere({ userId }: { userId: number }) {
  const t = useBuyerTexts('account');
  const leaveSignedOut = useLeaveSignedOut();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere(userId);
      leaveSignedOut(hostPaths.root);
    } catch (failure) {
      reportError(failure, { action: 'Signing out everywhere', app: 'buyer' });
      setError(accountErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <Part title={t('sessionsTitle')}>
      <p>{t('sessionsIntro')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" onClick={run} disabled={busy}>
        {busy ? t('signingOut') : t('signOutEverywhere')}
      </Button>
    </Part>
  );
}
