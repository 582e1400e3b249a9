import { reportError, uploadQuotationDocument } from '@craft/shared';
import { buyerText } from '../texts';

/** A failed upload, kept apart from a failed create so each gets its own message. */
export class UploadFailedError extends Error {
  constructor() {
    super(buyerText('quotationDraft.uploadFailed'));
  }
}

/** Uploads an attachment through POST /quotation/upload; undefined when there is none. */
export async function uploadDocument(file: File | null): Promise<string | undefined> {
  if (!file) return undefined;
  try {
    const { file_url: url } = await uploadQuotationDocument(file);
    return url;
  } catch (error) {
    reportError(error, { action: 'Uploading a quotation document', app: 'buyer' });
    throw new UploadFailedError();
  }
}
