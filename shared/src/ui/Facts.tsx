import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PartyContact } from '../api/feature-types';

const List = styled.dl`
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
    white-space: pre-line;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: max-content minmax(0, 1fr);
    & dd {
      margin: 0;
    }
    & .wide {
      grid-column: 1 / -1;
    }
  }
`;

export interface Fact {
  label: string;
  value: ReactNode;
  /** Long text (a description) takes the whole row. */
  wide?: boolean;
}

/**
 * Label/value pairs of a summary (order, offer, profile, payment): label beside value from a tablet
 * up, stacked on a phone (no wide tables). Give `items`, or `<dt>`/`<dd>` children where pairs
 * come and go with the data.
 */
export function Facts(props: { items: readonly Fact[] } | { children: ReactNode }) {
  if (!('items' in props)) return <List>{props.children}</List>;
  return (
    <List>
      {props.items.map((fact) => (
        <Fragment key={fact.label}>
          <dt className={fact.wide ? 'wide' : undefined}>{fact.label}</dt>
          <dd className={fact.wide ? 'wide' : undefined}>{fact.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}

/** The other party's contact as links a phone can act on (mail, call); the labels come from the app's texts. */
export function ContactFacts({ contact, labels }: { contact: PartyContact; labels: { name: string; email: string; phone: string; address: string } }) {
  return (
    <Facts
      items={[
        { label: labels.name, value: contact.name },
        { label: labels.email, value: <a href={`mailto:${contact.email}`}>{contact.email}</a> },
        { label: labels.phone, value: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> },
        { label: labels.address, value: [contact.street, contact.post_number].filter(Boolean).join(', ') },
      ]}
    />
  );
}
