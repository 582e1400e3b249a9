import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  ButtonRow,
  Select,
  sellerCompanyName,
  Textarea,
  type SellerSummary,
} from '@craft/shared';
import { DocumentDrop } from '../../../components/DocumentDrop';
import { useDocumentFile } from '../../../lib/use-document-file';
import type { DirectOfferErrors, DirectOfferInput } from '../hooks/use-submit-direct-offer';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.directOffers;

interface Props {
  sellers: SellerSummary[];
  initial: { sellerId: string; description: string };
  submitLabel: string;
  busy: boolean;
  error: string | null;
  fieldErrors: DirectOfferErrors;
  onSubmit: (input: DirectOfferInput) => void;
  /** Shown under the file drop, e.g. that a file is already attached. */
  fileNote?: ReactNode;
  secondaryAction?: ReactNode;
}

/** Provider dropdown (real craftsmen), description and file drop; keeps what was typed on failure. */
export function DirectOfferForm({ sellers, initial, submitLabel, busy, error, fieldErrors, onSubmit, fileNote, secondaryAction }: Props) {
  const [sellerId, setSellerId] = useState(initial.sellerId);
  const [description, setDescription] = useState(initial.description);
  const document = useDocumentFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (document.error) return;
    onSubmit({ sellerId, description, file: document.file });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Select
        label={texts.provider}
        name="seller_id"
        placeholder={texts.chooseProvider}
        options={sellers.map((seller) => ({ value: String(seller.id), label: seller.display_name || sellerCompanyName(seller) }))}
        value={sellerId}
        error={fieldErrors.seller}
        onChange={(event) => setSellerId(event.target.value)}
      />
      <Textarea
        label={texts.description}
        name="description"
        value={description}
        error={fieldErrors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <DocumentDrop label={texts.document} document={document} />
      {fileNote}
      {error && <Alert tone="error">{error}</Alert>}
      <ButtonRow>
        {secondaryAction}
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </ButtonRow>
    </form>
  );
}
