import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@craft/shared';
import { aBuyer, server } from '../testing';
import { useLiveEvents, useUnreadCount } from '.';

const encoder = new TextEncoder();
const unreadEvent = (unread: number) => encoder.encode(`event: unread\ndata: ${JSON.stringify({ type: 'unread', unread })}\n\n`);

function Probe({ onConnected }: { onConnected: () => void }) {
  const unread = useUnreadCount();
  useLiveEvents(() => undefined, onConnected);
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
