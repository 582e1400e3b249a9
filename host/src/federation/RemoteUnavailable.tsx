import styled from 'styled-components';
import { useSharedTexts } from '@craft/shared';
import { markRenderIncomplete } from '@craft/shared/request-scope';

const Panel = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** What the user sees on a remote's route when that remote cannot be loaded or crashed. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useSharedTexts('common');
  // A server-rendered page with this notice is sent but not kept: the next visitor gets the remote.
  markRenderIncomplete();
  return (
    <Panel aria-live="polite">
      <p role="alert">{t('remoteUnavailable')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('retry')}
      </RetryButton>
    </Panel>
  );
}
