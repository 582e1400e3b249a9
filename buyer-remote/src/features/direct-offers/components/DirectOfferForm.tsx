import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  ButtonRow,
  Select,
  sellerCompanyName,
  TextField,
  Textarea,
  type DirectOffer,
  type SellerSummary,
} from '@craft/shared';
import { DocumentDrop } from '../../../components/DocumentDrop';
import { useDocumentFile } from '../../../hooks/use-document-file';
import { useSubmitDirectOffer, type DirectOfferValues } from '../hooks/use-submit-direct-offer';
import { useBuyerTexts } from '../../../texts';

interface Props {
  sellers: SellerSummary[];
  initial: DirectOfferValues;
  submitLabel: string;
  /** The offer being edited; none for a new one. */
  offerId?: number;
  onSaved: (offer: DirectOffer) => void;
  /** Shown under the file drop, e.g. that a file is already attached. */
  fileNote?: ReactNode;
  secondaryAction?: ReactNode;
  /** The service the offer is about, shown and sent with it. */
  service?: { id: number; title: string };
}

/** Provider dropdown (real craftsmen), description and file drop; keeps what was typed on failure. */
export function DirectOfferForm({ sellers, initial, submitLabel, offerId, onSaved, fileNote, secondaryAction, service }: Props) {
  const t = useBuyerTexts('directOffers');
  const document = useDocumentFile();
  const { form, submit, error } = useSubmitDirectOffer({ offerId, serviceId: service?.id, initial, file: document, onSaved });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Select
        label={t('provider')}
        placeholder={t('chooseProvider')}
        options={sellers.map((seller) => ({ value: String(seller.id), label: seller.display_name || sellerCompanyName(seller) }))}
        error={errors.seller_id?.message}
        {...form.register('seller_id')}
      />
      {service && (
        <p>
          <strong>{t('about')}:</strong> {service.title}
        </p>
      )}
      <TextField label={t('yourPrice')} hint={t('yourPriceHint')} inputMode="decimal" autoComplete="off" error={errors.price?.message} {...form.register('price')} />
      <Textarea label={t('description')} error={errors.description?.message} {...form.register('description')} />
      <DocumentDrop label={t('document')} document={document} />
      {fileNote}
      {error && <Alert tone="error">{error}</Alert>}
      <ButtonRow>
        {secondaryAction}
        <Button type="submit" disabled={form.busy}>
          {submitLabel}
        </Button>
      </ButtonRow>
    </form>
  );
}
