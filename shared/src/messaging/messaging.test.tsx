import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { setLanguage } from '@craft/shared/i18n';
import type { ChatMessage, ConversationSummary } from '../api/conversation-types';
import { reconnectDelay } from '../live';
import { aBuyer, answerEmpty, answerError, answerJson, answerLive, receivedRequests, renderWithProviders, server } from '../testing';
import { MessagesLayout } from './MessagesLayout';
import { MessageText } from './MessageText';

const me = aBuyer({ id: 1, firstname: 'Anna' });

const aMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 10,
  conversation_id: 5,
  sender_id: 3,
  text: 'Yes, the paint is included.',
  has_attachment: false,
  erased: false,
  created_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const aConversation = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 5,
  buyer_id: 1,
  seller_id: 3,
  other_party: { id: 3, name: 'Becker Malerbetrieb', role: 'seller' },
  subject: { kind: 'service', id: 7, title: 'Paint a room' },
  last_message: aMessage(),
  unread_count: 2,
  last_message_at: '2026-11-24T10:00:00.000Z',
  created_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const linkTo = (id: number) => `/messages?conversation=${id}`;
const show = (selectedId: number | null) =>
  renderWithProviders(<MessagesLayout selectedId={selectedId} linkTo={linkTo} listPath="/messages" />, { route: '/messages' });

beforeEach(() => {
  authStore.signIn('test-token', me);
  server.use(
    answerJson('get', '/conversations', [
      aConversation(),
      aConversation({ id: 6, other_party: { id: 4, name: 'Fliesen Schulz', role: 'seller' }, subject: { kind: 'general', id: null, title: null }, unread_count: 0, last_message: aMessage({ id: 4, conversation_id: 6, sender_id: 1, text: 'Thanks!' }) }),
    ]),
    answerJson('get', '/conversations/5', aConversation()),
    answerJson('get', '/conversations/5/messages', { items: [aMessage({ id: 8, sender_id: 1, text: 'Is the paint included?' }), aMessage()], has_more: false }),
    answerEmpty('post', '/conversations/5/read'),
  );
});

describe('messages', () => {
  it('lists conversations with who, what about, the last message and the unread count, each a link', async () => {
    show(null);
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const first = await within(list).findByRole('link', { name: /Becker Malerbetrieb/ });
    expect(first).toHaveAttribute('href', '/messages?conversation=5');
    expect(first).toHaveTextContent('2 unread messages');
    expect(first).toHaveTextContent('Paint a room');
    expect(within(list).getByRole('link', { name: /Fliesen Schulz/ })).toHaveTextContent('You: Thanks!');
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('opens a conversation: its history, and marks it read', async () => {
    show(5);
    expect(await screen.findByRole('heading', { name: 'Becker Malerbetrieb' })).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Messages with Becker Malerbetrieb' });
    await within(history).findByText('Yes, the paint is included.');
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^You.*Is the paint included\?$/),
      expect.stringMatching(/^Becker Malerbetrieb.*Yes, the paint is included\.$/),
    ]);
    await waitFor(() => expect(receivedRequests('post', '/conversations/5/read')).toHaveLength(1));
  });

  it('shows a message arriving on the live stream at once and announces it politely', async () => {
    server.use(answerLive([{ type: 'unread', unread: 0 }, { type: 'message', conversation_id: 5, message: aMessage({ id: 11, text: 'I can come on Saturday.' }) }]));
    show(5);
    const history = await screen.findByRole('list', { name: 'Messages with Becker Malerbetrieb' });
    expect(await within(history).findByText('I can come on Saturday.')).toBeInTheDocument();
    const announcement = document.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(announcement).toHaveTextContent('New message from Becker Malerbetrieb: I can come on Saturday.'));
  });

  it('sends a message: it joins the history and the box empties', async () => {
    server.use(answerJson('post', '/conversations/5/messages', aMessage({ id: 12, sender_id: 1, text: 'See you on Saturday' }), { status: 201 }));
    show(5);
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'See you on Saturday');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('See you on Saturday')).toBeInTheDocument();
    expect(receivedRequests('post', '/conversations/5/messages')[0]?.body).toEqual({ text: 'See you on Saturday' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the text and says to wait when sending too fast (429)', async () => {
    server.use(answerError('post', '/conversations/5/messages', 429, 'Too many requests. Try again later.'));
    show(5);
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Hello again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages very fast. Please wait a minute, then send again.');
    expect(box).toHaveValue('Hello again');
  });

  it('shows a placeholder, no text and no download, for a message whose sender deleted their account', async () => {
    const erased = aMessage({ id: 9, text: '', erased: true });
    server.use(
      answerJson('get', '/conversations', [aConversation({ last_message: erased })]),
      answerJson('get', '/conversations/5/messages', { items: [aMessage({ id: 8, sender_id: 1, text: 'Is the paint included?' }), erased], has_more: false }),
    );
    show(5);
    const history = await screen.findByRole('list', { name: 'Messages with Becker Malerbetrieb' });
    await within(history).findByText('Is the paint included?');
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(/^Becker Malerbetrieb.*This message was deleted with its sender’s account\.$/);
    expect(within(history).queryByRole('button', { name: 'Download attachment' })).not.toBeInTheDocument();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(list).findByRole('link', { name: /Becker Malerbetrieb/ })).toHaveTextContent('This message was deleted with its sender’s account.');
  });

  it('says so when the conversation is not the caller’s (404)', async () => {
    server.use(answerError('get', '/conversations/9', 404, 'Conversation not found'), answerError('get', '/conversations/9/messages', 404, 'Conversation not found'));
    show(9);
    expect(await screen.findByText('This conversation does not exist, or it is not yours.')).toBeInTheDocument();
  });
});

describe('messages in German', () => {
  it('shows the list, the conversation and its dates in German, and the spec’s English after switching back', async () => {
    await act(() => setLanguage('de'));
    show(5);
    const list = await screen.findByRole('navigation', { name: 'Unterhaltungen' });
    expect(await within(list).findByRole('link', { name: /Becker Malerbetrieb/ })).toHaveTextContent('2 ungelesene Nachrichten');
    expect(within(list).getByRole('link', { name: /Fliesen Schulz/ })).toHaveTextContent('Allgemeine Frage');
    expect(within(list).getByRole('link', { name: /Fliesen Schulz/ })).toHaveTextContent('Sie: Thanks!');
    const history = await screen.findByRole('list', { name: 'Nachrichten mit Becker Malerbetrieb' });
    await within(history).findByText('Yes, the paint is included.');
    // 10:00 UTC, in the machine's time zone: the German date form, not "Nov 24, 2026".
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(/24\.11\.2026/);
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages with Becker Malerbetrieb' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Messages with Becker Malerbetrieb' })).getAllByRole('listitem')[1]).toHaveTextContent(/Nov 24, 2026/);
  });

  it('shows the placeholder of an erased message in German', async () => {
    server.use(answerJson('get', '/conversations/5/messages', { items: [aMessage({ text: '', erased: true })], has_more: false }));
    await act(() => setLanguage('de'));
    show(5);
    const history = await screen.findByRole('list', { name: 'Nachrichten mit Becker Malerbetrieb' });
    expect(await within(history).findByText('Diese Nachricht wurde mit dem Konto ihres Absenders gelöscht.')).toBeInTheDocument();
  });

  it('words a refusal by its code in German, not the API’s English', async () => {
    server.use(answerJson('post', '/conversations/5/messages', { error: 'This account has been deleted; messages can no longer be sent to it', code: 'conversation.recipient_deleted' }, { status: 409 }));
    await act(() => setLanguage('de'));
    show(5);
    const box = await screen.findByRole('textbox', { name: 'Ihre Nachricht' });
    await userEvent.type(box, 'Hallo');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieses Konto wurde gelöscht; es können keine Nachrichten mehr daran gesendet werden.');
    expect(box).toHaveValue('Hallo');
  });
});

describe('MessageText', () => {
  it('shows text as text and makes only web links clickable, opening apart from this page', () => {
    renderWithProviders(<MessageText text={'<b>bold</b> see https://example.com/plan or javascript:alert(1)'} />);
    expect(screen.getByText(/<b>bold<\/b>/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://example.com/plan' });
    expect(link).toHaveAttribute('href', 'https://example.com/plan');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('reconnectDelay', () => {
  it('backs off from about 1 s, doubling, to at most about 30 s', () => {
    const middle = () => 0.5;
    expect(reconnectDelay(1, middle)).toBe(1_000);
    expect(reconnectDelay(2, middle)).toBe(2_000);
    expect(reconnectDelay(5, middle)).toBe(16_000);
    expect(reconnectDelay(20, middle)).toBe(30_000);
    expect(reconnectDelay(1, () => 0)).toBe(750);
    expect(reconnectDelay(20, () => 1)).toBe(37_500);
  });
});
