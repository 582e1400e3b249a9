import styled from 'styled-components';
import { Card } from '@craft/shared';

/** A card holding one record's page: the title flush at the top, calm sub-headings. */
export const DetailCard = styled(Card)`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.5rem, 5vw, 2rem);
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: 1.125rem;
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
  }
`;

/** Small muted label above a page title ('Portfolio Detail'). */
export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.seller};
`;
