import styled from 'styled-components';

/** Label/value pairs of a summary (order, offer, profile), stacked on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  & dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: max-content minmax(0, 1fr);
    & dd {
      margin: 0;
    }
  }
`;

/** A plain list of rows (orders, offers, wishlist items). */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
`;
