import { useSearchParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Card, PageContainer, apiErrorMessage, confirmQuotationRequest, errorStatus } from '@craft/shared';
import { useSingleUseLink } from '@craft/shared/single-use-link';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { buyerPaths } from '../../../config/paths';

const texts = buyerTexts.quotationConfirm;

/**
 * /favorable/confirm?token=: a quotation request sent with an address nobody had confirmed gets
 * this link by mail; following it lets craftsmen's offers be mailed there (#14 finding 6).
 */
export function ConfirmRequestPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { outcome, retry } = useSingleUseLink(token, confirmQuotationRequest, { action: 'Confirming a quotation request', app: 'buyer' });
  // 400 names why (unknown, used or expired link); anything else may work on a retry.
  const refusal =
    outcome.status === 'no-token'
      ? texts.invalidLink
      : outcome.status === 'error' && errorStatus(outcome.error) === 400
        ? (apiErrorMessage(outcome.error) ?? texts.invalidLink)
        : null;

  return (
    <PageContainer>
      <Card>
        <h1>{texts.title}</h1>
        {outcome.status === 'pending' && <p role="status">{texts.pending}</p>}
        {outcome.status === 'done' && <Alert tone="success">{texts.done}</Alert>}
        {refusal !== null && (
          <>
            <Alert tone="error">{refusal}</Alert>
            <ButtonLink to={buyerPaths.favorableDocument}>{texts.another}</ButtonLink>
          </>
        )}
        {outcome.status === 'error' && refusal === null && (
          <>
            <Alert tone="error">{texts.failed}</Alert>
            <Button onClick={retry}>{texts.retry}</Button>
          </>
        )}
      </Card>
    </PageContainer>
  );
}
