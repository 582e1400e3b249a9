import styled from 'styled-components';
import { Alert, Button, Card, PageContainer, Select, Textarea, useCategoryLabel } from '@craft/shared';
import { DocumentDrop } from '../../../components/DocumentDrop';
import { QueryView } from '@craft/shared';
import { useDraftForm } from '../hooks/use-draft-form';
import { useBuyerTexts } from '../../../texts';

const Paths = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    align-items: start;
  }

  & h2 {
    margin-top: 0;
    font-size: 1.125rem;
  }
`;

const Or = styled.p`
  align-self: center;
  margin: 0;
  text-align: center;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /favorable/document: choose a category, then upload an earlier offer or describe the project. */
export function QuotationDocumentPage() {
  const t = useBuyerTexts('quotationDraft');
  const categoryLabel = useCategoryLabel();
  const form = useDraftForm();
  return (
    <PageContainer>
      <h1>{t('title')}</h1>
      <QueryView query={form.categories} notFound={t('invalidCategory')}>
        {(categories) => (
          <Select
            label={t('category')}
            placeholder={t('chooseCategory')}
            options={categories.map((category) => ({ value: String(category.id), label: categoryLabel(category.name) }))}
            {...form.form.register('category_id')}
          />
        )}
      </QueryView>
      {form.message && <Alert tone="error">{form.message}</Alert>}
      <Paths>
        <Card as="form" onSubmit={form.submitUpload} noValidate aria-labelledby="upload-heading">
          <h2 id="upload-heading">{t('uploadHeading')}</h2>
          <DocumentDrop label={t('document')} document={form.document} />
          <Button type="submit" disabled={form.busy} fullWidth>
            {t('uploadContinue')}
          </Button>
        </Card>
        <Or>{t('or')}</Or>
        <Card as="form" onSubmit={form.submitDescription} noValidate aria-labelledby="describe-heading">
          <h2 id="describe-heading">{t('describeHeading')}</h2>
          <Textarea
            label={t('description')}
            rows={10}
            {...form.form.register('description')}
          />
          <Button type="submit" disabled={form.busy} fullWidth>
            {t('describeContinue')}
          </Button>
        </Card>
      </Paths>
    </PageContainer>
  );
}
