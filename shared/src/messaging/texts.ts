import { catalogTexts, currentLanguage, type Language } from '@craft/shared/i18n';
import type { ConversationSubject } from '../api/conversation-types';
import type english from './locales/en.json';

/**
 * The texts of the conversations between customers and craftsmen, namespace 'messaging'.
 * Both languages are chunks of their own: the messages screens are never on the landing page, so
 * its bundle carries none of them. Components suspend until the page's language is loaded; the
 * remotes' page loaders call `loadMessagingTexts()` beside the page's chunk so the page waits once.
 */
const messagingCatalog = catalogTexts<typeof english>('messaging', (language) =>
  language === 'de'
    ? import(/* webpackChunkName: "messaging-texts-de" */ './locales/de.json')
    : import(/* webpackChunkName: "messaging-texts-en" */ './locales/en.json'),
);

/** `const t = useMessagingTexts('start'); t('title', { name })`. */
export const useMessagingTexts = messagingCatalog.useTexts;
/** Outside React, at the moment of use: `messagingText('sendFailed')`. */
export const messagingText = messagingCatalog.text;
/** Resolves once the page's language of the messaging texts is loaded (for the remotes' page loaders). */
export const loadMessagingTexts = messagingCatalog.load;

/**
 * When a message was sent, in the page's language: "24 Nov 2026, 10:00" / "24.11.2026, 10:00"
 * (English day first, like every other date on the screens).
 */
export function formatSentAt(iso: string, language: Language = currentLanguage()): string {
  return new Date(iso).toLocaleString(language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** What a conversation is about, as its list entry and header say it. */
export function subjectText(subject: ConversationSubject): string {
  // An id, not an amount: never grouped ("Nr. 1234", not "1.234").
  const id = String(subject.id ?? '');
  switch (subject.kind) {
    case 'service':
      return subject.title ?? messagingText('subject.service');
    case 'order':
      return subject.title ? messagingText('subject.orderTitled', { id, title: subject.title }) : messagingText('subject.order', { id });
    case 'direct_offer':
      return messagingText('subject.directOffer', { id });
    case 'quotation':
      return messagingText('subject.quotation', { id });
    case 'general':
      return messagingText('subject.general');
  }
}
