import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedTexts } from '../texts/shared-catalog';
import { Alert } from './Alert';
import { Button } from './Button';

const Centered = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** The spec's 'Loading...' while data is on its way. */
export function Loading({ label }: { label?: string }) {
  const t = useSharedTexts('common');
  return (
    <Centered role="status" aria-busy="true" aria-live="polite">
      {label ?? t('loading')}
    </Centered>
  );
}

/** A failed load: the message and a retry, instead of 'Loading...' forever. */
export function LoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useSharedTexts('common');
  return (
    <Alert tone="error">
      <p style={{ margin: 0 }}>{message ?? t('loadFailed')}</p>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry} style={{ marginTop: 12 }}>
          {t('retry')}
        </Button>
      )}
    </Alert>
  );
}

const Empty = styled(Centered)`
  color: ${({ theme }) => theme.colors.textMuted};

  & > h1,
  & > h2 {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  & > p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

export interface EmptyStateProps {
  title?: ReactNode;
  children?: ReactNode;
  /** e.g. a ButtonLink to where the user can add something. */
  action?: ReactNode;
  /** h1 when the empty state is the whole page (404, wrong role). */
  headingLevel?: 'h1' | 'h2';
}

/** Nothing to show yet, with what to do about it. */
export function EmptyState({ title, children, action, headingLevel = 'h2' }: EmptyStateProps) {
  const t = useSharedTexts('ui');
  const Heading = headingLevel;
  return (
    <Empty>
      <Heading>{title ?? t('emptyTitle')}</Heading>
      {children && <p>{children}</p>}
      {action}
    </Empty>
  );
}
