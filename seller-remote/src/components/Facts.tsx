import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-size: 0.75rem;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

export interface Fact {
  label: string;
  value: ReactNode;
  /** Long text (a description) takes the whole row. */
  wide?: boolean;
}

/** Label/value pairs that sit side by side on a desktop and stack on a phone (no wide tables). */
export function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <List>
      {items.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'wide' : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </List>
  );
}
