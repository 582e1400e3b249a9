import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '@craft/shared';

const Frame = styled(Card)`
  width: 100%;
  max-width: 480px;
  border-top: 6px solid ${({ theme }) => theme.colors.brand};

  & > h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The card of the account pages, named by its heading (a landmark for screen readers). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Frame as="section" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </Frame>
  );
}
