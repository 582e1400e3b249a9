import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, QueryView, type QueryState } from '@craft/shared';
import { useLanguage } from '@craft/shared/i18n';

/** The console's queues (reports, trader details, appeals) share one layout: a list of cards, the record beside its decision form on a wide screen. */
export const QueueList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** A queue's read: loading and failure as every page says them, `empty` for no item, else one card per item. */
export function QueueView<Item>({ query, empty, children }: { query: QueryState<Item[]>; empty: string; children: (item: Item) => ReactNode }) {
  return (
    <QueryView query={query}>
      {(items) => (items.length === 0 ? <EmptyState title={empty} /> : <QueueList>{items.map(children)}</QueueList>)}
    </QueryView>
  );
}

/** Text a user wrote, shown as written (line breaks kept, long words wrapped on a phone). */
export const Quote = styled.blockquote`
  margin: 0;
  padding: 8px 12px;
  border-left: 4px solid #999;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 4px 0;
  font-size: 0.875rem;
`;

/** A moment as the page's language writes it, day and time. */
export function useDateTime(): (iso: string) => string {
  const language = useLanguage();
  return (iso: string) => new Date(iso).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
