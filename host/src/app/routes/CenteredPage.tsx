import type { ReactNode } from 'react';
import styled from 'styled-components';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
`;

/** Register and the account pages sit centred on the page. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return <Centered>{children}</Centered>;
}
