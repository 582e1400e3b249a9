import { Alert } from '@craft/shared';
import { FileDrop } from '@craft/shared/widgets';
import { DOCUMENT_ACCEPT } from '../lib/document-file';
import type { useDocumentFile } from '../hooks/use-document-file';

interface Props {
  label: string;
  document: ReturnType<typeof useDocumentFile>;
}

/** The file drop for quotation-type files; a refused file is announced in an alert. */
export function DocumentDrop({ label, document }: Props) {
  return (
    <>
      <FileDrop label={label} accept={DOCUMENT_ACCEPT} file={document.file} onFile={document.choose} />
      {document.error && <Alert tone="error">{document.error}</Alert>}
    </>
  );
}
