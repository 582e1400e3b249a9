import styled from 'styled-components';

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** The small count on a navbar icon (unread messages, notifications); the accessible name says it in words. */
export function CountBadge({ count }: { count: number }) {
  return count ? <Count aria-hidden="true">{count > 99 ? '99+' : count}</Count> : null;
}
