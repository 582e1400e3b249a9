import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ConversationSummary } from '../api/conversation-types';
import { subjectText, useMessagingTexts } from './texts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Item = styled(Link)<{ $current: boolean }>`
  display: grid;
  gap: 2px;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Badge = styled.span`
  min-width: 1.5rem;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: 0.8125rem;
  text-align: center;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The conversations, newest activity first: who, about what, the last message and how many are unread. */
export function ConversationList({ conversations, selectedId, linkTo, me }: {
  conversations: readonly ConversationSummary[];
  selectedId: number | null;
  linkTo: (id: number) => string;
  me: number | null;
}) {
  const t = useMessagingTexts();
  return (
    <List>
      {conversations.map((conversation) => {
        const last = conversation.last_message;
        const current = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <Item to={linkTo(conversation.id)} $current={current} aria-current={current ? 'page' : undefined}>
              <Top>
                <span>{conversation.other_party.name}</span>
                {conversation.unread_count > 0 && (
                  <Badge>
                    <span aria-hidden="true">{conversation.unread_count}</span>
                    <span className="visually-hidden">{t('unread', { count: conversation.unread_count })}</span>
                  </Badge>
                )}
              </Top>
              <Muted>{subjectText(conversation.subject)}</Muted>
              {last && <Muted>{last.erased ? t('erased') : last.sender_id === me ? t('youWrote', { text: last.text }) : last.text}</Muted>}
            </Item>
          </li>
        );
      })}
    </List>
  );
}
