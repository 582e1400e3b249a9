import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore, setErrorReporter } from '@craft/shared';
import type { LiveEvent } from '../api/conversation-types';
import { aBuyer, server } from '../testing';
import { hintedReconnectDelay, useLiveEvents, useUnreadCount } from '.';

const encoder = new TextEncoder();
const unreadEvent = (unread: number) => encoder.encode(`event: unread\ndata: ${JSON.stringify({ type: 'unread', unread })}\n\n`);

function Probe({ onConnected, onEvent = () => undefined, seen }: { onConnected: () => void; onEvent?: (event: LiveEvent) => void; seen?: string[] }) {
  const unread = useUnreadCount();
  useLiveEvents(onEvent, onConnected);
  seen?.push(String(unread ?? 'unknown'));
  return <p>unread: {unread ?? 'unknown'}</p>;
}

describe('the live stream', () => {
  it('reconnects after the server closes the stream, and says so, so the page refetches what it missed', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get('*/live', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        const first = authorizations.length === 1;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(unreadEvent(first ? 3 : 5));
            // The first stream ends (a server restart); the second stays open.
            if (first) controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    authStore.signIn('live-token', aBuyer());
    const onConnected = jest.fn();
    render(<Probe onConnected={onConnected} />);
    await waitFor(() => expect(screen.getByText('unread: 5')).toBeInTheDocument(), { timeout: 5_000 });
    expect(onConnected).toHaveBeenCalledTimes(2);
    expect(authorizations).toEqual(['Bearer live-token', 'Bearer live-token']);
  });

  it("comes back quietly after the server's reconnect hint (a drain on shutdown): no error, the count stays shown, listeners never see the hint", async () => {
    const opened: number[] = [];
    server.use(
      http.get('*/live', () => {
        opened.push(opened.length + 1);
        const first = opened.length === 1;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(unreadEvent(first ? 3 : 4));
            if (!first) return;
            // What the API sends on SIGTERM before it ends the stream.
            controller.enqueue(encoder.encode(`retry: 20\n\nevent: reconnect\ndata: ${JSON.stringify({ type: 'reconnect', after_ms: 20 })}\n\n`));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const reported: unknown[] = [];
    const previous = setErrorReporter((error) => reported.push(error));
    try {
      authStore.signIn('live-token', aBuyer());
      const onConnected = jest.fn();
      const events: LiveEvent[] = [];
      const seen: string[] = [];
      render(<Probe onConnected={onConnected} onEvent={(event) => events.push(event)} seen={seen} />);
      await waitFor(() => expect(screen.getByText('unread: 4')).toBeInTheDocument(), { timeout: 5_000 });
      expect(opened).toEqual([1, 2]);
      expect(onConnected).toHaveBeenCalledTimes(2);
      expect(events.map((event) => event.type)).toEqual(['unread', 'unread']);
      // Once known, the count never went back to unknown while the stream was away.
      expect(seen.slice(seen.indexOf('3'))).not.toContain('unknown');
      expect(reported).toEqual([]);
    } finally {
      setErrorReporter(previous);
    }
  });

  it('waits the hinted delay, spread up to twice it so the tabs of a drained server do not all come back at once', () => {
    expect(hintedReconnectDelay(2_000, () => 0)).toBe(2_000);
    expect(hintedReconnectDelay(2_000, () => 0.5)).toBe(3_000);
    expect(hintedReconnectDelay(2_000, () => 1)).toBe(4_000);
  });

  it('tries again after Retry-After when the server has too many streams open (429), instead of giving up', async () => {
    const answered: number[] = [];
    server.use(
      http.get('*/live', () => {
        if (answered.length === 0) {
          answered.push(429);
          return HttpResponse.json({ error: 'Too many live connections for this account.', code: 'request.rate_limited' }, { status: 429, headers: { 'retry-after': '1' } });
        }
        answered.push(200);
        return new HttpResponse(new ReadableStream({ start: (c) => c.enqueue(unreadEvent(2)) }), { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    authStore.signIn('live-token', aBuyer());
    render(<Probe onConnected={() => undefined} />);
    await waitFor(() => expect(screen.getByText('unread: 2')).toBeInTheDocument(), { timeout: 5_000 });
    expect(answered).toEqual([429, 200]);
  });

  it('opens no stream without a session, and closes it on sign-out', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get('*/live', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(new ReadableStream({ start: (c) => c.enqueue(unreadEvent(1)) }), { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    authStore.signOut();
    render(<Probe onConnected={() => undefined} />);
    expect(screen.getByText('unread: unknown')).toBeInTheDocument();
    authStore.signIn('live-token', aBuyer());
    expect(await screen.findByText('unread: 1')).toBeInTheDocument();
    // Had the signed-out page opened a stream, it would be counted here before the signed-in one.
    expect(authorizations).toEqual(['Bearer live-token']);
    authStore.signOut();
    expect(await screen.findByText('unread: unknown')).toBeInTheDocument();
  });
});
