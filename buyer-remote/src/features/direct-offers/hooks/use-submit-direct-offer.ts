import { useState, type FormEvent } from 'react';
import { createDirectOffer, reportError, unreachableMessage, updateDirectOffer, type DirectOffer, type DirectOfferWrite, type Schemas } from '@craft/shared';
import { parseMoneyText } from '@craft/shared/lib/money';
import { useSchemaForm } from '@craft/shared/forms';
import { UploadFailedError, uploadDocument } from '../../../lib/upload-document';
import { buyerText } from '../../../texts';

/** The form's fields carry the request's names, so directOfferWriteSchema's errors land on them. */
export interface DirectOfferValues {
  seller_id: string;
  description: string;
  /** The buyer's proposed price in whole euros; blank: none. */
  price: string;
}

/** Provider and description are required (the API's schema); the file is optional. */
const directOfferResolver = (schemas: Schemas) => {
  const t = (id: 'provider' | 'description' | 'yourPrice' | 'providerRequired' | 'priceInvalid') => buyerText(`directOffers.${id}`);
  return schemas.formResolver<DirectOfferValues>(schemas.directOfferWriteSchema, {
    labels: { seller_id: t('provider'), description: t('description'), price: t('yourPrice') },
    required: { seller_id: t('providerRequired'), description: buyerText('quotationDraft.descriptionRequired') },
    overrides: {
      seller_id: { invalid_union: t('providerRequired'), invalid_format: t('providerRequired') },
      price: { invalid_type: t('priceInvalid'), too_small: t('priceInvalid'), too_big: t('priceInvalid'), invalid_union: t('priceInvalid') },
    },
    toInput: (values) => ({ ...values, price: values.price.trim().replace(/€$/, '').trim() || undefined }),
  });
};

/**
 * Send offer (create) or Save offer (edit `offerId`): uploads a newly chosen file first; an
 * edit without a new file keeps the stored one. `onSaved` gets the stored offer.
 */
export function useSubmitDirectOffer({ offerId, serviceId, initial, file, onSaved }: {
  offerId?: number;
  /** The service the offer is about (from its page); none for a general offer. */
  serviceId?: number;
  initial: DirectOfferValues;
  /** The chosen attachment, if any; a file the drop refused stops the submit. */
  file: { file: File | null; error: string | null };
  onSaved: (offer: DirectOffer) => void;
}) {
  const failedText = buyerText(offerId === undefined ? 'directOffers.sendFailed' : 'directOffers.saveFailed');
  const action = offerId === undefined ? 'Sending a direct offer' : 'Saving a direct offer';
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<DirectOfferValues>({ defaultValues: initial, resolver: directOfferResolver, loadFailedText: failedText, app: 'buyer', action });

  const send = async (values: DirectOfferValues) => {
    try {
      const documentUrl = await uploadDocument(file.file);
      const body: DirectOfferWrite = {
        seller_id: Number(values.seller_id),
        description: values.description.trim(),
        ...(documentUrl ? { document_url: documentUrl } : {}),
        ...(serviceId !== undefined ? { service_id: serviceId } : {}),
        // Blank on an edit clears the price; on a new offer it sends none.
        ...(values.price.trim() ? { price: parseMoneyText(values.price.trim().replace(/€$/, '')) ?? Number.NaN } : offerId !== undefined ? { price: null } : {}),
      };
      onSaved(offerId === undefined ? await createDirectOffer(body) : await updateDirectOffer(offerId, body));
    } catch (caught) {
      // uploadDocument has reported its own failure.
      if (caught instanceof UploadFailedError) setError(caught.message);
      else {
        reportError(caught, { action, app: 'buyer' });
        setError(unreachableMessage(caught) ?? failedText);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The drop already shows why the file was refused.
    if (file.error) return;
    setError(null);
    form.submitWith(send)(event);
  };

  return { form, submit, error: error ?? form.formState.errors.root?.message ?? null };
}
