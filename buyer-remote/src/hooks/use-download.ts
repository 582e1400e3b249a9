import { useState } from 'react';
import { reportError, saveBlob } from '@craft/shared';
import { buyerText } from '../texts';

/** Downloads an attached file through the API (it needs the token, so no plain link). */
export function useDownload() {
  const [error, setError] = useState<string | null>(null);
  const download = async (fetchFile: () => Promise<Blob>, basename: string) => {
    setError(null);
    try {
      saveBlob(await fetchFile(), basename);
    } catch (failure) {
      reportError(failure, { action: `Downloading ${basename}`, app: 'buyer' });
      setError(buyerText('orders.downloadFailed'));
    }
  };
  return { download, error };
}
