import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

const Block = styled.section`
  padding: ${({ theme }) => theme.space(5)} 0 0;
  margin: ${({ theme }) => theme.space(5)} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }

  & > p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }

  /* Forms stay readable on a wide screen and use the whole width of a phone. */
  & form {
    max-width: 480px;
  }
`;

/** One part of the account section, named by its heading. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Block aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </Block>
  );
}
