import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Card, Dialog, hostPaths, PageContainer, TextField } from '@craft/shared';
import { CONTACT_LABELS, useContactForm } from '../hooks/use-contact-form';
import { CONTACT_FIELDS, type ContactField } from '../lib/contact-fields';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.quotationContact;

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
  const navigate = useNavigate();
  const form = useContactForm();
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
          {texts.title}
        </h1>
        <p>{texts.intro}</p>
        {draft?.document_name && <p>{texts.draftDocument(draft.document_name)}</p>}
        {!draft?.document_name && draft?.description && <p>{texts.draftDescription(draft.description)}</p>}
        <Grid>
          {CONTACT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={CONTACT_LABELS[field]}
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
          {texts.submit}
        </Button>
      </Card>
      <Dialog open={form.sent} title={texts.sentTitle} onClose={goHome} actions={<Button onClick={goHome}>{texts.continue}</Button>}>
        <p>{texts.sentBody}</p>
      </Dialog>
    </PageContainer>
  );
}
