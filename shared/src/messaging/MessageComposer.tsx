import styled from 'styled-components';
import { Alert, Button, Textarea, type Schemas } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import type { ChatMessage } from '../api/conversation-types';
import { sendFailure } from './hooks';
import { messagingText, useMessagingTexts } from './texts';

interface MessageValues {
  text: string;
}

const messageResolver = (schemas: Schemas) =>
  schemas.formResolver<MessageValues>(schemas.messageWriteSchema, { labels: { text: messagingText('messageLabel') }, required: messagingText('messageRequired') });

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  & > button {
    justify-self: end;
  }
`;

/**
 * The message box under a conversation (or in the dialog that starts one). Validated by the API's
 * own schema; Ctrl/⌘+Enter sends; the text stays when sending fails and clears when it worked.
 */
export function MessageComposer({ send, onSent, rows = 3 }: { send: (text: string) => Promise<ChatMessage>; onSent: (message: ChatMessage) => void; rows?: number }) {
  const t = useMessagingTexts();
  const form = useSchemaForm<MessageValues>({ defaultValues: { text: '' }, resolver: messageResolver, app: 'shared', action: 'Sending a message', loadFailedText: t('sendFailed') });
  const { errors } = form.formState;
  const submit = form.submitWith(async ({ text }) => {
    try {
      onSent(await send(text.trim()));
      form.reset({ text: '' });
    } catch (error) {
      form.setError('root', { type: 'send', message: sendFailure(error) });
    }
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Textarea
        label={t('messageLabel')}
        rows={rows}
        error={errors.text?.message}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
        {...form.register('text')}
      />
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <Button type="submit" disabled={form.busy}>
        {t('send')}
      </Button>
    </Form>
  );
}
