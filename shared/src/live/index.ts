/**
 * `@craft/shared/live`: the page's one live stream (GET /live) and hooks on it. A federation
 * singleton of its own (platform/webpack.cjs), apart from '@craft/shared', so only pages of signed-in
 * users load it, and host and remotes share one connection.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent } from '../api/conversation-types';
import { LiveConnection } from './live-connection';

export { hintedReconnectDelay, reconnectDelay } from './live-connection';

const connection = new LiveConnection();

/** The signed-in user's unread message count, live; null until the stream has said it. */
export function useUnreadCount(): number | null {
  return useSyncExternalStore(connection.subscribeUnread, connection.getUnread, () => null);
}

/**
 * Calls `onEvent` for every live event and `onConnected` after every (re)connection (refetch
 * then: events missed while the stream was down are not replayed).
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, onConnected?: () => void): void {
  const handlers = useRef({ onEvent, onConnected });
  handlers.current = { onEvent, onConnected };
  useEffect(() => {
    const stopEvents = connection.subscribe((event) => handlers.current.onEvent(event));
    const stopConnected = connection.onConnected(() => handlers.current.onConnected?.());
    return () => {
      stopConnected();
      stopEvents();
    };
  }, []);
}
