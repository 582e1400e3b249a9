import styled from 'styled-components';

/** A white panel with a border; the base of forms, cards and summaries. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  box-shadow: 0 1px 3px rgba(28, 26, 32, 0.06);

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    padding: ${({ theme }) => theme.space(6)};
  }
`;
