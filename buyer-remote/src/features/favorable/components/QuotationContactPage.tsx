import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, Card, Dialog, hostPaths, PageContainer, TextField, type QuotationCreated } from '@craft/shared';
import { buyerPaths } from '../../../config/paths';
import { contactLabels, useContactForm } from '../hooks/use-contact-form';
import { CONTACT_FIELDS, type ContactField } from '../lib/contact-fields';
import { useBuyerTexts } from '../../../texts';

const autoComplete: Record<ContactField, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'street-address',
  post_number: 'postal-code',
  phone: 'tel',
  email: 'email',
};

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * What happens next, as the API counted it: nobody has answered yet, so the dialog says how many
 * craftsmen near the buyer got the request, or that none did and how to reach more.
 */
function SentDialog({ sent, onClose }: { sent: QuotationCreated; onClose: () => void }) {
  const t = useBuyerTexts('quotationContact');
  const count = sent.craftsmen_reached;
  const continueButton = <Button onClick={onClose}>{t('continue')}</Button>;
  if (count === 0) {
    return (
      <Dialog
        open
        title={t('sentNoneTitle')}
        onClose={onClose}
        actions={
          <>
            <ButtonLink to={buyerPaths.favorableDocument} variant="secondary">
              {t('changeRequest')}
            </ButtonLink>
            {continueButton}
          </>
        }
      >
        <p>{t('sentNone')}</p>
        {sent.confirmation_needed && <p>{t('sentNoneConfirm')}</p>}
      </Dialog>
    );
  }
  return (
    <Dialog open title={t('sentTitle')} onClose={onClose} actions={continueButton}>
      <p>{t('sentBody')}</p>
      <p>{sent.confirmation_needed ? t('sentConfirmFirst', { count }) : t('sentReached', { count })}</p>
    </Dialog>
  );
}

/** /favorable/document/profile/ and /favorable/document-buyer/d-auth/: the contact form. */
export function QuotationContactPage() {
  const t = useBuyerTexts('quotationContact');
  const navigate = useNavigate();
  const form = useContactForm();
  const labels = contactLabels();
  const { draft, backToDocument } = form;

  useEffect(() => {
    if (!draft) backToDocument();
    // Only on arrival: a draft cleared after success must not send the buyer back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goHome = () => navigate(hostPaths.home);

  return (
    <PageContainer style={{ maxWidth: 760 }}>
      <Card as="form" onSubmit={form.submit} noValidate aria-labelledby="contact-title">
        <h1 id="contact-title" style={{ marginTop: 0 }}>
          {t('title')}
        </h1>
        <p>{t('intro')}</p>
        {draft?.document_name && <p>{t('draftDocument', { name: draft.document_name })}</p>}
        {!draft?.document_name && draft?.description && <p>{t('draftDescription', { text: draft.description.length > 140 ? `${draft.description.slice(0, 140)}…` : draft.description })}</p>}
        <Grid>
          {CONTACT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={labels[field]}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={autoComplete[field]}
              required
              error={form.errors[field]?.message}
              {...form.form.register(field)}
            />
          ))}
        </Grid>
        {form.message && <Alert tone="error">{form.message}</Alert>}
        <Button type="submit" disabled={form.busy || !draft}>
          {t('submit')}
        </Button>
      </Card>
      {form.sent && <SentDialog sent={form.sent} onClose={goHome} />}
    </PageContainer>
  );
}
