import styled from 'styled-components';
import { useSharedTexts } from '../texts/shared-catalog';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  vertical-align: middle;
`;

/**
 * "Verified": an operator checked the craftsman's trader details. A word and a sign, never colour
 * alone; the title says what was checked (and screen readers read the word).
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const t = useSharedTexts('ui');
  return (
    <Badge className={className} title={t('verifiedTitle')}>
      <span aria-hidden="true">✓</span>
      {t('verified')}
    </Badge>
  );
}
