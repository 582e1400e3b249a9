import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, errorStatus, reportError, saveBlob, unreachableMessage } from '@craft/shared';
import { useLiveEvents } from '@craft/shared/live';
import { queryClient, useQuery } from '@craft/shared/query';
import type { ChatMessage } from '../api/conversation-types';
import { messagingText, useMessagingTexts } from './texts';
import { conversationKeys, getConversation, getConversations, getMessageAttachment, getMessagePage, markConversationRead } from './api';

/** The caller's conversations, kept current by the live stream (and refetched after a reconnect). */
export function useConversationList() {
  const query = useQuery({ queryKey: conversationKeys.all, queryFn: getConversations });
  const { refetch } = query;
  useLiveEvents(
    (event) => {
      if (event.type === 'message' || event.type === 'read') void queryClient.invalidateQueries({ queryKey: conversationKeys.all, exact: true });
    },
    () => void refetch(),
  );
  return query;
}

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * One conversation: its summary, every message seen so far (the newest page, earlier pages on
 * demand, and live arrivals, by id so nothing shows twice), read receipts sent while the page is
 * in view, and a polite announcement of each message from the other party.
 */
export function useConversationThread(id: number, me: number | null) {
  const t = useMessagingTexts();
  const summary = useQuery({ queryKey: conversationKeys.one(id), queryFn: () => getConversation(id) });
  const newest = useQuery({ queryKey: conversationKeys.newest(id), queryFn: () => getMessagePage(id) });
  const [messages, setMessages] = useState<ReadonlyMap<number, ChatMessage>>(new Map());
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [announced, setAnnounced] = useState<ChatMessage | null>(null);

  const merge = useCallback((items: readonly ChatMessage[]) => {
    if (items.length === 0) return;
    setMessages((current) => {
      const next = new Map(current);
      for (const item of items) next.set(item.id, item);
      return next;
    });
  }, []);

  const markRead = useCallback(() => {
    if (!isVisible()) return;
    markConversationRead(id).then(
      () => queryClient.invalidateQueries({ queryKey: conversationKeys.all, exact: true }),
      (error: unknown) => reportError(error, { action: 'Marking a conversation read', app: 'shared' }),
    );
  }, [id]);

  useEffect(() => {
    if (!newest.data) return;
    merge(newest.data.items);
    setHasOlder((known) => known ?? newest.data.has_more);
    markRead();
  }, [newest.data, merge, markRead]);

  useEffect(() => {
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [markRead]);

  const { refetch } = newest;
  useLiveEvents(
    (event) => {
      if (event.type !== 'message' || event.conversation_id !== id) return;
      merge([event.message]);
      if (event.message.sender_id !== me) {
        setAnnounced(event.message);
        markRead();
      }
    },
    () => void refetch(),
  );

  const oldestId = messages.size ? Math.min(...messages.keys()) : undefined;
  const loadOlder = useCallback(async () => {
    if (oldestId === undefined) return;
    setOlder('loading');
    try {
      const page = await getMessagePage(id, oldestId);
      merge(page.items);
      setHasOlder(page.has_more);
      setOlder('idle');
    } catch (error) {
      reportError(error, { action: 'Loading earlier messages', app: 'shared' });
      setOlder('failed');
    }
  }, [id, oldestId, merge]);

  const ordered = [...messages.values()].sort((a, b) => a.id - b.id);
  // Worded at render time, when the other party's name is surely known.
  const announcement = announced ? t('newMessage', { name: summary.data?.other_party.name ?? '', text: announced.text }) : '';
  return { summary, newest, messages: ordered, hasOlder: hasOlder === true, older, loadOlder, merge, announcement };
}

/** Downloads a message's attachment through the API (it needs the token, so no plain link). */
export function useAttachmentDownload(conversationId: number) {
  const [error, setError] = useState<string | null>(null);
  const download = async (messageId: number) => {
    setError(null);
    try {
      saveBlob(await getMessageAttachment(conversationId, messageId), `message-${messageId}`);
    } catch (failure) {
      reportError(failure, { action: 'Downloading a message attachment', app: 'shared' });
      setError(messagingText('attachmentFailed'));
    }
  };
  return { download, error };
}

/** What a failed send tells the user; what they typed stays in the box. */
export function sendFailure(error: unknown): string {
  if (errorStatus(error) === 429) return messagingText('tooManyMessages');
  const unreachable = unreachableMessage(error);
  if (unreachable) return unreachable;
  const status = errorStatus(error);
  // The API's 4xx names the problem (e.g. the other account was deleted); anything else is ours.
  if (status !== null && status >= 400 && status < 500) return apiErrorMessage(error, messagingText('sendFailed'));
  return messagingText('sendFailed');
}

/** Scrolls a list to its end when `count` grows (a new message), not when earlier ones are prepended. */
export function useStickToBottom<T extends HTMLElement>(lastId: number | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && lastId !== undefined) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  return ref;
}
