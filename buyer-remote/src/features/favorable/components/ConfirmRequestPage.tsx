import { useSearchParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Card, PageContainer, apiErrorMessage, confirmQuotationRequest, errorStatus } from '@craft/shared';
import { useSingleUseLink } from '@craft/shared/single-use-link';
import { useBuyerTexts } from '../../../texts';
import { buyerPaths } from '../../../config/paths';

/**
 * /favorable/confirm?token=: a quotation request sent with an address nobody had confirmed gets
 * this link by mail; following it lets craftsmen's offers be mailed there.
 */
export function ConfirmRequestPage() {
  const t = useBuyerTexts('quotationConfirm');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { outcome, retry } = useSingleUseLink(token, confirmQuotationRequest, { action: 'Confirming a quotation request', app: 'buyer' });
  // 400 names why (unknown, used or expired link); anything else may work on a retry.
  const refusal =
    outcome.status === 'no-token'
      ? t('invalidLink')
      : outcome.status === 'error' && errorStatus(outcome.error) === 400
        ? (apiErrorMessage(outcome.error) ?? t('invalidLink'))
        : null;

  return (
    <PageContainer>
      <Card>
        <h1>{t('title')}</h1>
        {outcome.status === 'pending' && <p role="status">{t('pending')}</p>}
        {outcome.status === 'done' && <Alert tone="success">{t('done')}</Alert>}
        {refusal !== null && (
          <>
            <Alert tone="error">{refusal}</Alert>
            <ButtonLink to={buyerPaths.favorableDocument}>{t('another')}</ButtonLink>
          </>
        )}
        {outcome.status === 'error' && refusal === null && (
          <>
            <Alert tone="error">{t('failed')}</Alert>
            <Button onClick={retry}>{t('retry')}</Button>
          </>
        )}
      </Card>
    </PageContainer>
  );
}
