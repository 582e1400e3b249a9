import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createQuotation, prefetchSchemas, schemasForSubmit, useAuth } from '@craft/shared';
import { buyerPaths } from '../../../config/paths';
import { clearDraft, readDraft, type QuotationDraft } from '../lib/quotation-draft';
import { validateContact, type ContactErrors, type ContactField, type ContactValues } from '../lib/validate-contact';
import type { DraftNotice } from './use-draft-form';
import { buyerTexts } from '@craft/shared/texts/buyer';

/**
 * 'Get the Cheapest Offer': contact details (prefilled for a logged-in buyer) plus the session
 * draft become one quotation with status 'open'.
 */
export function useContactForm() {
  const navigate = useNavigate();
  const { user } = useAuth();
  // Read once: the draft is cleared on success while the dialog is still showing.
  const [draft] = useState<QuotationDraft | null>(readDraft);
  const [values, setValues] = useState<ContactValues>({
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    street: user?.street ?? '',
    post_number: user?.post_number ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  // The form's schema loads with the page, not when the form is sent.
  useEffect(prefetchSchemas, []);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const setValue = (field: ContactField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const backToDocument = () => {
    const state: DraftNotice = { notice: buyerTexts.quotationDraft.sessionMissing };
    navigate(buyerPaths.favorableDocument, { state, replace: true });
  };

  const submit = async () => {
    const schemas = await schemasForSubmit();
    if (!schemas) {
      setMessage(buyerTexts.quotationContact.createFailed);
      return;
    }
    const found = validateContact(values, schemas);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    const current = readDraft();
    if (!current) {
      backToDocument();
      return;
    }
    setBusy(true);
    try {
      await createQuotation({
        category_id: current.category_id,
        document_url: current.document_url,
        description: current.description,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        street: values.street.trim(),
        post_number: values.post_number.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        status: 'open',
      });
      clearDraft();
      setSent(true);
    } catch {
      setMessage(buyerTexts.quotationContact.createFailed);
    } finally {
      setBusy(false);
    }
  };

  return { draft, values, setValue, errors, message, busy, sent, submit, backToDocument };
}
