import styled from 'styled-components';
import { Alert, Button, QueryView } from '@craft/shared';
import { useLanguage } from '@craft/shared/i18n';
import type { ChatMessage, ConversationSummary } from '../api/conversation-types';
import { formatSentAt, subjectText, useMessagingTexts } from './texts';
import { sendMessage } from './api';
import { useAttachmentDownload, useConversationThread, useStickToBottom } from './hooks';
import { MessageComposer } from './MessageComposer';
import { MessageText } from './MessageText';

const Thread = styled.section`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 0;

  & h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Subject = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-height: min(60vh, 560px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Bubble = styled.li<{ $mine: boolean }>`
  max-width: min(85%, 560px);
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $mine }) => ($mine ? '#FCE9E9' : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** In place of a message whose sender deleted their account. */
const Erased = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Message({ message, mine, otherName, onDownload }: { message: ChatMessage; mine: boolean; otherName: string; onDownload: (id: number) => void }) {
  const t = useMessagingTexts();
  const language = useLanguage();
  return (
    <Bubble $mine={mine}>
      <Meta>
        <strong>{mine ? t('you') : otherName}</strong> · <time dateTime={message.created_at}>{formatSentAt(message.created_at, language)}</time>
      </Meta>
      {message.erased ? <Erased>{t('erased')}</Erased> : <MessageText text={message.text} />}
      {message.has_attachment && (
        <Button variant="secondary" size="sm" onClick={() => onDownload(message.id)}>
          {t('attachment')}
        </Button>
      )}
    </Bubble>
  );
}

/** One conversation: who and what it is about, its history (earlier pages on demand) and the message box. */
export function ConversationView({ id, me }: { id: number; me: number | null }) {
  const t = useMessagingTexts();
  const thread = useConversationThread(id, me);
  const attachment = useAttachmentDownload(id);
  const last = thread.messages[thread.messages.length - 1];
  const historyRef = useStickToBottom<HTMLOListElement>(last?.id);

  return (
    <QueryView query={thread.summary} notFound={t('notFound')}>
      {(summary: ConversationSummary) => (
        <Thread aria-labelledby={`conversation-${id}-title`}>
          <header>
            <h2 id={`conversation-${id}-title`}>{summary.other_party.name}</h2>
            <Subject>{subjectText(summary.subject)}</Subject>
          </header>
          <div>
            {thread.hasOlder && (
              <Button variant="secondary" size="sm" onClick={() => void thread.loadOlder()} disabled={thread.older === 'loading'}>
                {thread.older === 'loading' ? t('loadingOlder') : t('loadOlder')}
              </Button>
            )}
            {thread.older === 'failed' && <Alert tone="error">{t('olderFailed')}</Alert>}
            {thread.newest.isError && <Alert tone="error">{t('threadFailed')}</Alert>}
            {thread.messages.length === 0 && thread.newest.isSuccess ? (
              <p>{t('noMessages')}</p>
            ) : (
              <History ref={historyRef} aria-label={t('historyLabel', { name: summary.other_party.name })} tabIndex={0}>
                {thread.messages.map((message) => (
                  <Message key={message.id} message={message} mine={message.sender_id === me} otherName={summary.other_party.name} onDownload={(messageId) => void attachment.download(messageId)} />
                ))}
              </History>
            )}
            {attachment.error && <Alert tone="error">{attachment.error}</Alert>}
          </div>
          <MessageComposer send={(text) => sendMessage(id, text)} onSent={(message) => thread.merge([message])} />
          <p className="visually-hidden" aria-live="polite">
            {thread.announcement}
          </p>
        </Thread>
      )}
    </QueryView>
  );
}
