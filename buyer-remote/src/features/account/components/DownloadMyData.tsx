import { useState } from 'react';
import { Alert, Button, downloadAccountExport, reportError, saveBlob } from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

const texts = buyerTexts.account;

/** GDPR Art. 20: everything the platform holds about the user, saved as a JSON file. */
export function DownloadMyData({ userId }: { userId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      saveBlob(await downloadAccountExport(userId), texts.downloadName);
    } catch (failure) {
      reportError(failure, { action: 'Downloading the account export', app: 'buyer' });
      setError(accountErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Part title={texts.dataTitle}>
      <p>{texts.dataIntro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" onClick={download} disabled={busy}>
        {busy ? texts.downloading : texts.download}
      </Button>
    </Part>
  );
}
