/** The accepted document types and images, so the saved file opens with the right program. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  // What content sniffing calls an old (OLE) Word file; the API stores .doc files under this type.
  'application/x-cfb': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/zip': '.zip',
  // The account export.
  'application/json': '.json',
  // The invoices and payments export.
  'text/csv': '.csv',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};

/**
 * Hands a downloaded blob to the browser as a file named `basename` plus the extension of its type
 * (the API answers documents with their bytes behind the token, not with a link).
 */
export function saveBlob(blob: Blob, basename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `${basename}${EXTENSIONS[blob.type.split(';')[0] ?? ''] ?? ''}`;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Let the click start the download before the URL is freed.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
