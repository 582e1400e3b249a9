import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Card } from '@craft/shared';

/** The white card around the login and register forms; an orange top edge for craftsmen. */
export const AuthCard = styled(Card)<{ $seller?: boolean }>`
  width: 100%;
  max-width: 440px;
  border-top: 6px solid ${({ theme, $seller }) => ($seller ? theme.colors.seller : theme.colors.brand)};

  & > h1,
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Slogan = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SmallLink = styled(Link)`
  align-self: flex-start;
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.brand};
`;

/** A horizontal rule with words in the middle ('Sie haben kein Konto?'). */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
