import type { ConversationSubject } from '../api/conversation-types';

/** Texts of the conversations between buyers and craftsmen (#17), used by both remotes. */
export const messagingTexts = {
  title: 'Messages',
  listLabel: 'Conversations',
  empty: 'No conversations yet. Ask a craftsman about a service, an order or an offer, and the conversation appears here.',
  choose: 'Choose a conversation to read it.',
  listFailed: 'The conversations could not be loaded.',
  threadFailed: 'This conversation could not be loaded.',
  notFound: 'This conversation does not exist, or it is not yours.',
  retry: 'Try again',
  back: 'Back to conversations',
  you: 'You',
  unread: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  noMessages: 'No messages yet.',
  historyLabel: (name: string) => `Messages with ${name}`,
  loadOlder: 'Show earlier messages',
  loadingOlder: 'Loading earlier messages…',
  olderFailed: 'Earlier messages could not be loaded. Please try again.',
  attachment: 'Download attachment',
  attachmentFailed: 'The attachment could not be downloaded. Please try again.',
  newMessage: (name: string, text: string) => `New message from ${name}: ${text}`,
  messageLabel: 'Your message',
  messageRequired: 'Please write a message first.',
  send: 'Send',
  sendFailed: 'Your message could not be sent. It is still here: please try again.',
  tooManyMessages: 'You are sending messages very fast. Please wait a minute, then send again.',
  sentAt: (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  subject: (subject: ConversationSubject): string => {
    switch (subject.kind) {
      case 'service':
        return subject.title ?? 'A service';
      case 'order':
        return `Order #${subject.id ?? ''}${subject.title ? `: ${subject.title}` : ''}`;
      case 'direct_offer':
        return `Direct offer #${subject.id ?? ''}`;
      case 'quotation':
        return `Quotation request #${subject.id ?? ''}`;
      case 'general':
        return 'General question';
    }
  },
  start: {
    title: (name: string) => `Message to ${name}`,
    about: (what: string) => `About: ${what}`,
    sent: 'Your message was sent. The answer appears under Messages, and we let you know by e-mail when you are not on the site.',
    open: 'Open the conversation',
    cancel: 'Cancel',
    close: 'Close',
  },
  action: 'Message',
  actionLabel: (name: string) => `Send a message to ${name}`,
} as const;
