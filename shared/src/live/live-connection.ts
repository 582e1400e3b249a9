import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { LiveEvent } from '../api/conversation-types';
// Through the package name, not relative paths: this entry is a federation module of its own, and
// only '@craft/shared' resolves to the page's one session store.
import { authStore, getRuntimeConfig, reportError } from '@craft/shared';

type Listener = (event: LiveEvent) => void;
type StatusListener = () => void;

/** Reconnect delays: 1 s doubling to 30 s, with jitter so a restarted server is not hit by every tab at once. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * When to reopen a stream the server ended with a reconnect hint (a restart, a deploy): after the
 * hinted delay, spread up to twice that, so the tabs of a drained instance do not all come back at once.
 */
export function hintedReconnectDelay(afterMs: number, random: () => number = Math.random): number {
  return Math.round(afterMs * (1 + random()));
}

/** The stream answered something other than an event stream: stop retrying (e.g. the session ended). */
class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`GET /live answered ${status}`);
  }
}

/**
 * Too many streams for now (429: this account's or address's cap, 503: the server's): not final,
 * the page tries again after the server's Retry-After (seconds), or its usual backoff if longer.
 */
class StreamBusy extends Error {
  constructor(readonly retryAfterMs: number) {
    super('GET /live: busy');
  }
}

const busyStatus = (status: number) => status === 429 || status === 503;

/**
 * The page's one live stream (GET /live, Server-Sent Events) for the signed-in user. It opens while
 * anything listens and a session exists, follows sign-in and sign-out, reconnects with backoff
 * when the stream drops, and tells listeners when it is (re)connected so they refetch what they
 * show: the stream has no replay. Read with fetch (the token goes in the Authorization header,
 * never in a URL that gets logged), through `@microsoft/fetch-event-source`.
 */
export class LiveConnection {
  private readonly listeners = new Set<Listener>();
  private readonly connectedListeners = new Set<StatusListener>();
  private controller: AbortController | null = null;
  private token: string | null = null;
  private unsubscribeAuth: (() => void) | null = null;
  private unread: number | null = null;
  private readonly unreadListeners = new Set<StatusListener>();

  /** Listens to every event; the stream runs while at least one listener is registered. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    this.ensureRunning();
    return () => {
      this.listeners.delete(listener);
      this.stopIfIdle();
    };
  }

  /** Runs after every (re)connection: the moment to refetch what might have been missed. */
  onConnected(listener: StatusListener): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /** The unread count as the stream last said (null before its first event). */
  getUnread = (): number | null => this.unread;

  subscribeUnread = (listener: StatusListener): (() => void) => {
    this.unreadListeners.add(listener);
    const stop = this.subscribe(() => undefined);
    return () => {
      this.unreadListeners.delete(listener);
      stop();
    };
  };

  private ensureRunning(): void {
    if (!this.unsubscribeAuth) this.unsubscribeAuth = authStore.subscribe(() => this.follow());
    this.follow();
  }

  private stopIfIdle(): void {
    if (this.listeners.size > 0) return;
    this.unsubscribeAuth?.();
    this.unsubscribeAuth = null;
    this.close();
  }

  /** Opens, reopens or closes the stream to match the current session. */
  private follow(): void {
    const { token } = authStore.getSession();
    if (token === this.token && (this.controller || !token)) return;
    this.close();
    this.token = token;
    if (token) this.open(token);
  }

  private close(): void {
    this.controller?.abort();
    this.controller = null;
    this.token = null;
    this.setUnread(null);
  }

  private open(token: string): void {
    const controller = new AbortController();
    this.controller = controller;
    let failures = 0;
    // Set by the server's `reconnect` event just before it ends the stream on shutdown.
    let hintedMs: number | null = null;
    const url = `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/live`;
    fetchEventSource(url, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
      // A tab in the background still counts as on the site, and still hears of new messages.
      openWhenHidden: true,
      onopen: async (response) => {
        if (busyStatus(response.status)) throw new StreamBusy(1_000 * (Number(response.headers.get('retry-after')) || 0));
        if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) throw new StreamRefused(response.status);
        failures = 0;
        for (const listener of this.connectedListeners) listener();
      },
      onmessage: (message) => {
        if (!message.data) return;
        try {
          const event = JSON.parse(message.data) as LiveEvent;
          if (event.type === 'reconnect') {
            hintedMs = event.after_ms;
            return;
          }
          if (event.type === 'unread') this.setUnread(event.unread);
          for (const listener of this.listeners) listener(event);
        } catch (error) {
          reportError(error, { action: 'Reading a live event', app: 'shared' });
        }
      },
      // The server ended the stream (a restart, a deploy): reconnect, when it said or like after any drop.
      onclose: () => {
        throw new Error('the live stream was closed by the server');
      },
      onerror: (error: unknown) => {
        // A refusal (401: the session ended, 404: no such route) is final; anything else retries.
        if (error instanceof StreamRefused) throw error;
        // A planned end is no failure: come back when the server said, quietly (what the page
        // shows, the unread count too, stays; the refetch after the reconnect catches up).
        if (hintedMs !== null) {
          const delay = hintedReconnectDelay(hintedMs);
          hintedMs = null;
          return delay;
        }
        failures += 1;
        return Math.max(reconnectDelay(failures), error instanceof StreamBusy ? error.retryAfterMs : 0);
      },
    }).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      if (!(error instanceof StreamRefused && error.status === 401)) reportError(error, { action: 'Keeping the live stream open', app: 'shared' });
      if (this.controller === controller) this.controller = null;
    });
  }

  private setUnread(value: number | null): void {
    if (value === this.unread) return;
    this.unread = value;
    for (const listener of this.unreadListeners) listener();
  }
}
