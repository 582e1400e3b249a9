import { useState } from 'react';
import { Button } from '@craft/shared';
import type { ConversationStart } from './api';
import { StartConversationDialog } from './StartConversationDialog';
import { useMessagingTexts } from './texts';

/**
 * The "Message" action on an order, a direct offer or a quotation answer: writes to the
 * other party about it in an in-page dialog; the conversation is then one link away.
 */
export function MessageAction({ to, recipientName, about, linkTo }: { to: ConversationStart; recipientName: string; about: string; linkTo: (conversationId: number) => string }) {
  const t = useMessagingTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={t('actionLabel', { name: recipientName })}>
        {t('action')}
      </Button>
      {open && <StartConversationDialog open onClose={() => setOpen(false)} to={to} recipientName={recipientName} about={about} linkTo={linkTo} />}
    </>
  );
}
