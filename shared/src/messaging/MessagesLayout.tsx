import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryView, useAuth } from '@craft/shared';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { useConversationList } from './hooks';
import { useMessagingTexts } from './texts';

const Columns = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  /* A phone shows the list, or the open conversation with a way back. */
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
    & > nav {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
    }
  }
`;

const Back = styled(Link)`
  display: none;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: inline-block;
  }
`;

const Placeholder = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

/**
 * The messages screen of either side: the list of conversations and the open one. Which one is
 * open lives in the URL (`linkTo`), so Back, a shared link and the e-mailed link all work.
 */
export function MessagesLayout({ selectedId, linkTo, listPath }: { selectedId: number | null; linkTo: (id: number) => string; listPath: string }) {
  const t = useMessagingTexts();
  const { user } = useAuth();
  const me = user?.id ?? null;
  const list = useConversationList();
  return (
    <Columns $open={selectedId !== null}>
      <nav aria-label={t('listLabel')}>
        <QueryView query={list}>
          {(conversations) =>
            conversations.length === 0 ? <p>{t('empty')}</p> : <ConversationList conversations={conversations} selectedId={selectedId} linkTo={linkTo} me={me} />
          }
        </QueryView>
      </nav>
      <div>
        {selectedId === null ? (
          <Placeholder>{t('choose')}</Placeholder>
        ) : (
          <>
            <Back to={listPath}>{t('back')}</Back>
            <ConversationView key={selectedId} id={selectedId} me={me} />
          </>
        )}
      </div>
    </Columns>
  );
}
