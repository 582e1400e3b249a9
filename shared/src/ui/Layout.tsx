import styled from 'styled-components';

/** Centres page content with phone-friendly side padding. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  }
`;

/** A vertical block of a page with consistent spacing between blocks. */
export const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(8)};

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** Buttons in a row that wrap on a phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;
