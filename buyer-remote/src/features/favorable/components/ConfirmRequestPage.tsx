import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Card, PageContainer, apiErrorMessage, confirmQuotationRequest, errorStatus, reportError } from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { buyerPaths } from '../../../config/paths';

const texts = buyerTexts.quotationConfirm;

type State = { kind: 'pending' | 'done' | 'failed' } | { kind: 'refused'; reason: string };

/**
 * /favorable/confirm?token=: a quotation request sent with an address nobody had confirmed gets
 * this link by mail; following it lets craftsmen's offers be mailed there (#14 finding 6).
 */
export function ConfirmRequestPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'refused', reason: texts.invalidLink });
  const [attempt, setAttempt] = useState(0);
  // The link works once: StrictMode's second effect run must not send it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${token}#${attempt}`;
    if (!token || sent.current === key) return;
    sent.current = key;
    setState({ kind: 'pending' });
    confirmQuotationRequest(token).then(
      () => setState({ kind: 'done' }),
      (error: unknown) => {
        reportError(error, { action: 'Confirming a quotation request', app: 'buyer' });
        // 400 names why (unknown, used or expired link); anything else may work on a retry.
        setState(errorStatus(error) === 400 ? { kind: 'refused', reason: apiErrorMessage(error) ?? texts.invalidLink } : { kind: 'failed' });
      },
    );
  }, [token, attempt]);

  return (
    <PageContainer>
      <Card>
        <h1>{texts.title}</h1>
        {state.kind === 'pending' && <p role="status">{texts.pending}</p>}
        {state.kind === 'done' && <Alert tone="success">{texts.done}</Alert>}
        {state.kind === 'refused' && (
          <>
            <Alert tone="error">{state.reason}</Alert>
            <ButtonLink to={buyerPaths.favorableDocument}>{texts.another}</ButtonLink>
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <Alert tone="error">{texts.failed}</Alert>
            <Button onClick={() => setAttempt((count) => count + 1)}>{texts.retry}</Button>
          </>
        )}
      </Card>
    </PageContainer>
  );
}
