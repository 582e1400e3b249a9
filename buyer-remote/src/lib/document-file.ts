/** The spec's quotation file rules: pdf, ms word, jpeg, png, zip. */
const ACCEPTED_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'application/zip',
  'application/x-zip-compressed',
]);

const ACCEPTED_EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip']);

/** For the file input's `accept`, so the picker offers the right files first. */
export const DOCUMENT_ACCEPT = '.zip,.jpg,.jpeg,.png,.pdf,.doc,.docx';

/** Browsers leave the type empty for some files (zip on Windows), so the name decides then. */
export function isAcceptedDocument(file: File): boolean {
  if (file.type) return ACCEPTED_TYPES.has(file.type);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return ACCEPTED_EXTENSIONS.has(extension);
}
