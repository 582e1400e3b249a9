import { useState } from 'react';
import { createDirectOffer, updateDirectOffer, type DirectOffer, type DirectOfferWrite } from '@craft/shared';
import { UploadFailedError, uploadDocument } from '../../../lib/upload-document';
import { buyerTexts } from '@craft/shared/texts/buyer';

export interface DirectOfferInput {
  sellerId: string;
  description: string;
  file: File | null;
}

export type DirectOfferErrors = Partial<Record<'seller' | 'description', string>>;

const texts = buyerTexts.directOffers;

/** Provider and description are required; the file is optional. */
export function validateDirectOffer(input: DirectOfferInput): DirectOfferErrors {
  const errors: DirectOfferErrors = {};
  if (!/^\d+$/.test(input.sellerId)) errors.seller = texts.providerRequired;
  if (!input.description.trim()) errors.description = buyerTexts.quotationDraft.descriptionRequired;
  return errors;
}

/**
 * Send offer (create) or Save offer (edit `offerId`): uploads a newly chosen file first; an
 * edit without a new file keeps the stored one.
 */
export function useSubmitDirectOffer(offerId?: number) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DirectOfferErrors>({});

  const submit = async (input: DirectOfferInput): Promise<DirectOffer | null> => {
    const errors = validateDirectOffer(input);
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return null;
    setBusy(true);
    try {
      const documentUrl = await uploadDocument(input.file);
      const body: DirectOfferWrite = {
        seller_id: Number(input.sellerId),
        description: input.description.trim(),
        ...(documentUrl ? { document_url: documentUrl } : {}),
      };
      return offerId === undefined ? await createDirectOffer(body) : await updateDirectOffer(offerId, body);
    } catch (caught) {
      if (caught instanceof UploadFailedError) setError(caught.message);
      else setError(offerId === undefined ? texts.sendFailed : texts.saveFailed);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, error, fieldErrors };
}
