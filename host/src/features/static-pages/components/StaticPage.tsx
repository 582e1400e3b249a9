import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer } from '@craft/shared';

const Article = styled.article`
  max-width: 70ch;

  & h2 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.2rem;
  }
`;

/** A short text page (About, Contact us, Help center). */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <Article>
        <h1>{title}</h1>
        {children}
      </Article>
    </PageContainer>
  );
}
