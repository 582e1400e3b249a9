import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, ButtonLink, LoadError, Loading } from '@craft/shared';
import { sellerPaths } from '../config/paths';
import { useSellerTexts } from '../texts';

/** The non-content states every seller page shares, on the kit's Loading and LoadError. */
export function Pending() {
  return <Loading />;
}

export function Failed({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  return <LoadError message={text} onRetry={onRetry} />;
}

/** A clear "not for you" (another seller's service, offer or project), with a way back. */
export function Refusal({ children }: { children: ReactNode }) {
  const t = useSellerTexts('services');
  return (
    <Alert tone="error">
      <p style={{ margin: '0 0 12px' }}>{children}</p>
      <ButtonLink to={sellerPaths.dashboard} variant="secondary" size="sm">
        {t('backToDashboard')}
      </ButtonLink>
    </Alert>
  );
}

const Quiet = styled.div`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/**
 * An empty list inside a tab: a quiet line and an optional next step. (The kit's EmptyState
 * brings its own h2, which would break the heading order under the dashboard's tabs.)
 */
export function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Quiet>
      <p>{children}</p>
      {action}
    </Quiet>
  );
}
