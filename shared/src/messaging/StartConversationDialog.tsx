import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Dialog } from '@craft/shared';
import type { ConversationOpened } from '../api/conversation-types';
import { type ConversationStart, startConversation } from './api';
import { MessageComposer } from './MessageComposer';
import { useMessagingTexts } from './texts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Who the message goes to and what it is about. */
  to: ConversationStart;
  recipientName: string;
  /** What the conversation is about, as the dialog says it (e.g. the service's title). */
  about?: string;
  /** Where the conversation is read in this app. */
  linkTo: (conversationId: number) => string;
}

/**
 * "Ask About Product Detail" and the "Message" actions: writes the first message in an in-page
 * dialog (the page and whatever was typed elsewhere stay), then offers the conversation.
 */
export function StartConversationDialog({ open, onClose, to, recipientName, about, linkTo }: Props) {
  const t = useMessagingTexts('start');
  const [opened, setOpened] = useState<number | null>(null);
  const close = () => {
    setOpened(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t('title', { name: recipientName })}
      onClose={close}
      actions={
        <Button variant="secondary" onClick={close}>
          {opened === null ? t('cancel') : t('close')}
        </Button>
      }
    >
      {about && <p>{t('about', { what: about })}</p>}
      {opened === null ? (
        <MessageComposer
          rows={5}
          send={async (text) => {
            const result: ConversationOpened = await startConversation(to, text);
            return { ...result.message, conversation_id: result.conversation.id };
          }}
          onSent={(message) => setOpened(message.conversation_id)}
        />
      ) : (
        <>
          <p role="status">{t('sent')}</p>
          <Link to={linkTo(opened)}>{t('open')}</Link>
        </>
      )}
    </Dialog>
  );
}
