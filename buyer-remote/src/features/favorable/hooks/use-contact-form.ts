import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createQuotation, reportError, useAuth, type QuotationCreated, type Schemas } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { buyerPaths } from '../../../config/paths';
import { clearDraft, readDraft, type QuotationDraft } from '../lib/quotation-draft';
import type { ContactValues } from '../lib/contact-fields';
import type { DraftNotice } from './use-draft-form';
import { useBuyerTexts, buyerText } from '../../../texts';

/** The contact fields' labels in the page's language (a function: the language may change). */
export const contactLabels = (): Record<keyof ContactValues, string> => ({
  firstname: buyerText('quotationContact.firstname'),
  lastname: buyerText('quotationContact.lastname'),
  street: buyerText('quotationContact.street'),
  post_number: buyerText('quotationContact.postNumber'),
  phone: buyerText('quotationContact.phone'),
  email: buyerText('quotationContact.email'),
});

/** All fields required, the e-mail a valid one, checked with the API's own schema. */
export const contactResolver = (schemas: Schemas) =>
  schemas.formResolver<ContactValues>(schemas.quotationContactSchema, {
    labels: contactLabels(),
    required: buyerText('quotationContact.required'),
    overrides: { email: { invalid_format: buyerText('quotationContact.invalidEmail') } },
  });

/**
 * 'Get the Cheapest Offer': contact details (prefilled for a logged-in buyer) plus the session
 * draft become one quotation with status 'open'.
 */
export function useContactForm() {
  const t = useBuyerTexts('quotationContact');
  const navigate = useNavigate();
  const { user } = useAuth();
  // Read once: the draft is cleared on success while the dialog is still showing.
  const [draft] = useState<QuotationDraft | null>(readDraft);
  const form = useSchemaForm<ContactValues>({
    defaultValues: {
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      street: user?.street ?? '',
      post_number: user?.post_number ?? '',
      phone: user?.phone ?? '',
      email: user?.email ?? '',
    },
    resolver: contactResolver,
    loadFailedText: t('createFailed'),
    app: 'buyer',
    action: 'Creating the quotation',
  });
  const [message, setMessage] = useState<string | null>(null);
  // The API's answer: how many craftsmen the request reaches, the dialog's facts.
  const [sent, setSent] = useState<QuotationCreated | null>(null);

  const backToDocument = () => {
    const state: DraftNotice = { notice: buyerText('quotationDraft.sessionMissing') };
    navigate(buyerPaths.favorableDocument, { state, replace: true });
  };

  const send = async (values: ContactValues) => {
    const current = readDraft();
    if (!current) {
      backToDocument();
      return;
    }
    try {
      const created = await createQuotation({
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
      setSent(created);
    } catch (error) {
      reportError(error, { action: 'Creating the quotation', app: 'buyer' });
      setMessage(t('createFailed'));
    }
  };

  const submit = (event: FormEvent) => {
    // A new attempt: the last attempt's failure goes.
    setMessage(null);
    form.submitWith(send)(event);
  };

  const { errors } = form.formState;
  return { draft, form, errors, message: message ?? errors.root?.message ?? null, busy: form.busy, sent, submit, backToDocument };
}
