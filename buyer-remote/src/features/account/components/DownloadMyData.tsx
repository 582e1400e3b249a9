import { useState } from 'react';
import { Alert, Button, downloadAccountExport, reportError, saveBlob } from '@craft/shared';
import { useBuyerTexts } from '../../../texts';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

/** GDPR Art. 20: everything the platform holds about the user, saved as a JSON file. */
export function DownloadMyData({ userId }: { userId: number }) {
  const t = useBuyerTexts('account');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      saveBlob(await downloadAccountExport(userId), t('downloadName'));
    } catch (failure) {
      reportError(failure, { action: 'Downloading the account export', app: 'buyer' });
      setError(accountErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Part title={t('dataTitle')}>
      <p>{t('dataIntro')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" onClick={download} disabled={busy}>
        {busy ? t('downloading') : t('download')}
      </Button>
    </Part>
  );
}
