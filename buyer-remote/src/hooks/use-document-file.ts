import { useState } from 'react';
import { isAcceptedDocument } from '../lib/document-file';
import { buyerText } from '../texts';

/**
 * A file chosen for upload under the quotation file rules: a wrong type is refused
 * with the spec's message and the selection is cleared.
 */
export function useDocumentFile(initial: File | null = null) {
  const [file, setFile] = useState<File | null>(initial);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: File | null) => {
    if (next && !isAcceptedDocument(next)) {
      setFile(null);
      setError(buyerText('quotationDraft.invalidFile'));
      return;
    }
    setError(null);
    setFile(next);
  };

  return { file, error, choose };
}
