import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Card, Dialog, hostPaths, PageContainer, TextField } from '@craft/shared';
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
      <Dialog open={form.sent} title={t('sentTitle')} onClose={goHome} actions={<Button onClick={goHome}>{t('continue')}</Button>}>
        <p>{t('sentBody')}</p>
      </Dialog>
    </PageContainer>
  );
}
