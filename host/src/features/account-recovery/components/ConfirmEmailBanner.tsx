import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, reportError, resendConfirmationEmail } from '@craft/shared';
import { requestErrorText } from '../lib/request-error';
import { accountCatalog, useAccountTexts } from '../texts';

const Bar = styled.section`
  background: #fff6e5;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};

  & > p {
    flex: 1 1 280px;
    margin: 0;
    overflow-wrap: anywhere;
  }

  & > [role='alert'] {
    flex-basis: 100%;
    margin: 0;
  }
`;

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * Under the navbar while the logged-in user's address is unconfirmed: asks to confirm and can send
 * the link again (the API throttles it; a throttled request says so here). The layout renders it
 * only for such a user, so it goes once the store says the address is confirmed.
 */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const t = useAccountTexts('banner');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await resendConfirmationEmail();
      setOutcome({ tone: 'success', message: accountCatalog.text('banner.resent') });
    } catch (error) {
      reportError(error, { action: 'Resending the confirmation e-mail', app: 'host' });
      setOutcome({ tone: 'error', message: requestErrorText(error, { failed: accountCatalog.text('banner.failed'), tooManyAttempts: accountCatalog.text('banner.tooMany') }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Bar aria-label={t('label')}>
      <Inner>
        <p>{t('text', { email })}</p>
        <Button variant="secondary" size="sm" onClick={resend} disabled={busy}>
          {busy ? t('resending') : t('resend')}
        </Button>
        {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      </Inner>
    </Bar>
  );
}
