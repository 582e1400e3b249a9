import { useState } from 'react';
import { saveFile } from '../lib/save-file';
import { buyerTexts } from '@craft/shared/texts/buyer';

/** Downloads an attached file through the API (it needs the token, so no plain link). */
export function useDownload() {
  const [error, setError] = useState<string | null>(null);
  const download = async (fetchFile: () => Promise<Blob>, fileName: string) => {
    setError(null);
    try {
      saveFile(await fetchFile(), fileName);
    } catch {
      setError(buyerTexts.orders.downloadFailed);
    }
  };
  return { download, error };
}
