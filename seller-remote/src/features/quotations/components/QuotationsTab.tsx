import { useState } from 'react';
import { Alert, Button, downloadQuotationDocument, reportError, saveBlob, useCategoryLabel, type Quotation } from '@craft/shared';
import { Facts } from '@craft/shared/widgets';
import { CardItem, CardList } from '../../../components/lists';
import { Empty, Failed, Pending } from '../../../components/status';
import { formatLongDate } from '@craft/shared/i18n';
import { useOpenQuotations } from '../hooks/use-quotations';
import { AnswerForm } from './AnswerForm';
import { useSellerTexts } from '../../../texts';

function DocumentCell({ quotation }: { quotation: Quotation }) {
  const t = useSellerTexts('quotations');
  const [failed, setFailed] = useState(false);
  if (!quotation.documentUrl) return <>{t('noDocument')}</>;
  const download = async () => {
    setFailed(false);
    try {
      saveBlob(await downloadQuotationDocument(quotation.id), `quotation-${quotation.id}`);
    } catch (error) {
      reportError(error, { action: 'Downloading a quotation document', app: 'seller' });
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void download()}>
        {t('download')}
      </Button>
      {failed && <Alert tone="error">{t('downloadFailed')}</Alert>}
    </>
  );
}

/** Dashboard tab 'Quotation': open requests with their document, each answerable with a price. */
export function QuotationsTab() {
  const t = useSellerTexts('quotations');
  const categoryLabel = useCategoryLabel();
  const open = useOpenQuotations();
  if (open.status === 'pending') return <Pending />;
  if (open.status === 'error') return <Failed onRetry={() => void open.refetch()} />;
  const { quotations, categoryNames } = open.data;
  if (quotations.length === 0) return <Empty>{t('none')}</Empty>;
  return (
    <CardList>
      {quotations.map((q) => {
        const name = q.categoryId !== null ? categoryNames.get(q.categoryId) : undefined;
        const category = name ? categoryLabel(name) : t('unknownCategory');
        return (
        <CardItem key={q.id}>
          <Facts
            items={[
              { label: t('category'), value: category },
              { label: t('status'), value: t('statusValue', { status: q.status }) },
              { label: t('created'), value: formatLongDate(q.createdAt) },
              { label: t('document'), value: <DocumentCell quotation={q} /> },
              { label: t('description'), value: q.description ?? '—', wide: true },
            ]}
          />
          <AnswerForm quotationId={q.id} requesterId={q.userId} about={t('aboutRequest', { category })} />
        </CardItem>
        );
      })}
    </CardList>
  );
}
