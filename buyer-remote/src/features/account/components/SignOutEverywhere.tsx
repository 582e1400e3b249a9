import { useState } from 'react';
import { Alert, Button, hostPaths, reportError, signOutEverywhere } from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

const texts = buyerTexts.account;

/** Ends every session, this one included: the page then logs out and shows the login screen. */
export function SignOutEverywhere({ userId }: { userId: number }) {
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
    <Part title={texts.sessionsTitle}>
      <p>{texts.sessionsIntro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" onClick={run} disabled={busy}>
        {busy ? texts.signingOut : texts.signOutEverywhere}
      </Button>
    </Part>
  );
}
